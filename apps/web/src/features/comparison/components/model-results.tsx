import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { LineImage } from '../../../components/ui/line-image.tsx';
import { formatKcalh } from '../../../lib/units-format.ts';
import type { ModelSearchResult } from '../api/comparison-queries.ts';
import {
  COMPARISON_MESSAGES,
  ITEM_KINDS,
  MAX_TICKED,
  type ProductType,
} from '../utils/comparison-search.ts';

const TITLES: Record<ProductType, string> = {
  evaporator: 'Sugestão de Evaporadores',
  condensingUnit: 'Sugestão de Unidades Condensadoras',
};

type ModelResultsProps = {
  type: ProductType;
  results: readonly ModelSearchResult[];
  ticked: readonly number[];
  onToggle: (id: number) => void;
  onCompare: () => void;
};

/**
 * The models found (spec §2.3): one card each with the line's image, the model and a 'Comparar'
 * checkbox; 'n de 3 selecionados'; a fourth tick does nothing; 'Comparar' needs one tick.
 */
export function ModelResults({ type, results, ticked, onToggle, onCompare }: ModelResultsProps) {
  const titleId = `comparison-results-${type}`;
  const isFull = ticked.length >= MAX_TICKED;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {TITLES[type]}
      </Title>
      {results.length === 0 ? (
        <Alert color="yellow" variant="light" role="status">
          {COMPARISON_MESSAGES.noModels}
        </Alert>
      ) : (
        <>
          <Group justify="space-between" data-print="hide">
            <Text role="status" aria-live="polite">
              {ticked.length} de {MAX_TICKED} selecionados
            </Text>
            <Button onClick={onCompare} disabled={ticked.length === 0}>
              Comparar
            </Button>
          </Group>
          <SimpleGrid
            cols={{ base: 1, xs: 2, lg: 3 }}
            spacing="sm"
            component="ul"
            aria-label="Modelos encontrados"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {results.map((result) => {
              const isTicked = ticked.includes(result.id);
              return (
                <Card
                  key={result.id}
                  withBorder
                  padding="sm"
                  component="li"
                  aria-label={result.model}
                >
                  <Stack gap={6}>
                    <LineImage kind={ITEM_KINDS[type]} line={result.line} image={result.image} />
                    <Text fw={700}>{result.model}</Text>
                    <Text size="sm">Linha {result.line}</Text>
                    <Text size="sm">Capacidade nominal: {formatKcalh(result.nominalCapacity)}</Text>
                    <Checkbox
                      label="Comparar"
                      aria-label={`Comparar ${result.model}`}
                      checked={isTicked}
                      aria-disabled={!isTicked && isFull ? true : undefined}
                      onChange={() => onToggle(result.id)}
                    />
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
