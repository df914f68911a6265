import type { EvaporatorSearchHit } from '@camara-fria/contracts';
import { MAX_COMPARED_MODELS, doesEvaporatorFitRoom, type ProfileBand } from '@camara-fria/domain';
import {
  Alert,
  Card,
  Checkbox,
  Group,
  Image,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { describeLineImage } from '../../../../components/ui/line-image.tsx';
import { toApiUrl } from '../../../../lib/api-client.ts';
import { formatKcalh } from '../../../../lib/units-format.ts';
import { countProfiles, filterByProfile } from '../utils/profile-filter.ts';
import type { EvaporatorWizardRoom } from '../utils/wizard-types.ts';

export const NO_RESULTS_MESSAGE =
  'Nenhum modelo encontrado. Recomendação: Selecionar os filtros para “Todos“.';
/** The DT the spec rates evaporators at (its "Capacidade a DT 6 K" column), K. */
const SPEC_RATED_DT = 6;
/**
 * Beside "nothing found" when the DT searched is above the spec's rated 6 K: a model is never
 * offered beyond its maximum DT (docs/decisions/059), which may leave none at a large design DT.
 */
export const describeDtBeyondMaximum = (dt: number) =>
  `Cada evaporador só é indicado até o seu DT máximo (em geral 1,3 × o DT nominal): com DT de ${dtFormatter.format(dt)} K, reduza o DT pesquisado ou eleve a temperatura de evaporação do sistema.`;
export const DOES_NOT_FIT_MESSAGE = 'Esta câmara não suporta as dimensões deste equipamento.';

/** Shown while a line's picture is missing. */
const IMAGE_FALLBACK =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#e9ecef"/></svg>',
  );

type EvaporatorResultsProps = {
  hits: readonly EvaporatorSearchHit[];
  room: EvaporatorWizardRoom;
  /** The DT searched, K. */
  evaporatorDt: number;
  profile: ProfileBand | null;
  onProfileChange: (band: ProfileBand) => void;
  selectedModelId: number | null;
  onSelectModel: (modelId: number) => void;
  isComparing: boolean;
  onComparingChange: (isComparing: boolean) => void;
  comparedIds: readonly number[];
  onToggleCompared: (modelId: number) => void;
};

const dtFormatter = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

function ResultCard({
  hit,
  room,
  evaporatorDt,
  isComparing,
  isCompared,
  onToggleCompared,
}: {
  hit: EvaporatorSearchHit;
  room: EvaporatorWizardRoom;
  evaporatorDt: number;
  isComparing: boolean;
  isCompared: boolean;
  onToggleCompared: () => void;
}) {
  const fits = doesEvaporatorFitRoom(hit.length, room.length, room.width);
  return (
    <Card withBorder padding="sm" component="li" aria-label={hit.model}>
      <Stack gap={6}>
        <Image
          src={hit.image === null ? null : toApiUrl(hit.image)}
          fallbackSrc={IMAGE_FALLBACK}
          alt={describeLineImage('EVAPORATOR', hit.line)}
          h={90}
          fit="contain"
        />
        <Radio value={String(hit.id)} label={hit.model} disabled={isComparing} />
        <Text size="sm">Linha {hit.line}</Text>
        <Text size="sm">
          Capacidade (DT {dtFormatter.format(evaporatorDt)} K
          {hit.count > 1 ? ` × ${hit.count}` : ''}):{' '}
          <strong>{formatKcalh(hit.unitCapacityDt)}</strong>
        </Text>
        {!fits && (
          <Text size="sm" c="red.9" role="note">
            {DOES_NOT_FIT_MESSAGE}
          </Text>
        )}
        {hit.applicationWarning !== null && (
          <Text size="sm" c="red.9" role="note">
            {hit.applicationWarning}
          </Text>
        )}
        {isComparing && (
          <Checkbox
            label="Comparar"
            aria-label={`Comparar ${hit.model}`}
            checked={isCompared}
            onChange={onToggleCompared}
          />
        )}
      </Stack>
    </Card>
  );
}

/**
 * 'Sugestão de Evaporadores' (spec §2.2, §4): the profile filter (the lowest band holding a
 * result chosen first), the 'Comparar Modelos?' toggle with up to 3 ticks, and one card per model
 * (line image, model, capacity at the DT × count, the fit warning). One model is picked with the
 * radio group; while comparing, picking is off.
 */
export function EvaporatorResults({
  hits,
  room,
  evaporatorDt,
  profile,
  onProfileChange,
  selectedModelId,
  onSelectModel,
  isComparing,
  onComparingChange,
  comparedIds,
  onToggleCompared,
}: EvaporatorResultsProps) {
  if (hits.length === 0) {
    return (
      <Alert variant="light" color="yellow" role="status">
        <Text size="sm">{NO_RESULTS_MESSAGE}</Text>
        {evaporatorDt > SPEC_RATED_DT && (
          <Text size="sm" mt={4}>
            {describeDtBeyondMaximum(evaporatorDt)}
          </Text>
        )}
      </Alert>
    );
  }
  const profiles = countProfiles(hits);
  const shown = filterByProfile(hits, profile);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label="Perfil"
          value={profile ?? ''}
          onChange={(value) => {
            const choice = profiles.find((item) => item.band === value);
            if (choice) onProfileChange(choice.band);
          }}
          data={profiles.map((item) => ({
            value: item.band,
            label: item.label,
            disabled: item.count === 0,
          }))}
        />
        <Group gap="md">
          <Switch
            label="Comparar Modelos?"
            checked={isComparing}
            onChange={(event) => onComparingChange(event.currentTarget.checked)}
          />
          {isComparing && (
            <Text size="sm" role="status">
              {comparedIds.length} de {MAX_COMPARED_MODELS} selecionados
            </Text>
          )}
        </Group>
      </Group>
      <Radio.Group
        value={selectedModelId === null ? null : String(selectedModelId)}
        onChange={(value) => onSelectModel(Number(value))}
        label="Modelos"
        aria-label="Modelos"
      >
        <SimpleGrid
          cols={{ base: 1, xs: 2, lg: 3 }}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          mt="xs"
        >
          {shown.map((hit) => (
            <ResultCard
              key={hit.id}
              hit={hit}
              room={room}
              evaporatorDt={evaporatorDt}
              isComparing={isComparing}
              isCompared={comparedIds.includes(hit.id)}
              onToggleCompared={() => onToggleCompared(hit.id)}
            />
          ))}
        </SimpleGrid>
      </Radio.Group>
    </Stack>
  );
}

export function ResultsHeading() {
  return (
    <Title order={3} size="h5" id="evaporator-results-title">
      Sugestão de Evaporadores
    </Title>
  );
}
