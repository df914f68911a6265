import type { CondensingUnitSearchHit } from '@camara-fria/contracts';
import { Checkbox, Group, Paper, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import { formatKcalh, formatKw } from '../../../../lib/units-format.ts';
import { MAX_COMPARED, UNIT_MESSAGES } from '../utils/unit-messages.ts';
import { LineImage } from '../../../../components/ui/line-image.tsx';

const PERCENT = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

function HitFacts({ hit }: { hit: CondensingUnitSearchHit }) {
  return (
    <Stack gap={0}>
      <Text fw={700}>
        {hit.count} × {hit.model}
      </Text>
      <Text size="sm">Linha {hit.line}</Text>
      <Text size="sm">
        {formatKcalh(hit.unitCapacity)} · {formatKw(hit.consumedPower)}
      </Text>
      <Text size="sm" c="dimmed">
        {PERCENT.format(hit.capacityRatio * 100)} % da carga · {hit.capacityControl ? 'Com' : 'Sem'}{' '}
        controle de capacidade
      </Text>
    </Stack>
  );
}

/**
 * 'Sugestão de Unidades Condensadoras': one card per unit found (line image, model, capacity,
 * consumption); a radio picks one, or with 'Comparar Modelos?' checkboxes tick up to 3.
 */
export function UnitResults({
  results,
  chosenId,
  onChoose,
  isComparing,
  onCompareChange,
  ticked,
  onTick,
}: {
  results: CondensingUnitSearchHit[] | null;
  chosenId: number | null;
  onChoose: (hit: CondensingUnitSearchHit) => void;
  isComparing: boolean;
  onCompareChange: (isOn: boolean) => void;
  ticked: number[];
  onTick: (id: number) => void;
}) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Sugestão de Unidades Condensadoras
      </Title>
      {results === null ? (
        <Text c="dimmed">Preencha os filtros e pesquise.</Text>
      ) : results.length === 0 ? (
        <Text role="status">{UNIT_MESSAGES.noModels}</Text>
      ) : (
        <>
          <Group justify="space-between">
            <Switch
              label="Comparar Modelos?"
              checked={isComparing}
              onChange={(event) => onCompareChange(event.currentTarget.checked)}
            />
            {isComparing ? (
              <Text size="sm" role="status">
                {ticked.length} de {MAX_COMPARED} selecionados
              </Text>
            ) : null}
          </Group>
          <Radio.Group
            value={chosenId === null ? null : String(chosenId)}
            onChange={(value) => {
              const hit = results.find((item) => String(item.id) === value);
              if (hit) onChoose(hit);
            }}
            label="Unidades encontradas"
          >
            <Stack gap="xs">
              {results.map((hit) => (
                <Paper key={hit.id} withBorder p="xs">
                  <Group wrap="nowrap" align="center">
                    {isComparing ? (
                      <Checkbox
                        aria-label={`Comparar ${hit.model}`}
                        checked={ticked.includes(hit.id)}
                        disabled={!ticked.includes(hit.id) && ticked.length >= MAX_COMPARED}
                        onChange={() => onTick(hit.id)}
                      />
                    ) : (
                      <Radio value={String(hit.id)} aria-label={`Selecionar ${hit.model}`} />
                    )}
                    <LineImage kind="CONDENSING_UNIT" line={hit.line} image={hit.image} />
                    <HitFacts hit={hit} />
                  </Group>
                </Paper>
              ))}
            </Stack>
          </Radio.Group>
        </>
      )}
    </Stack>
  );
}
