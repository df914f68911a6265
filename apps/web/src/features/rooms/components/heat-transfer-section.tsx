import type { Material } from '@camara-fria/contracts';
import { Stack } from '@mantine/core';
import { AreaBasisNote } from './area-basis-note.tsx';
import { SectionForm, type SectionProps } from './section-form.tsx';
import { SurfaceFields, type SurfacePath } from './surface-fields.tsx';

const SURFACES: { path: SurfacePath; legend: string; withSolar: boolean }[] = [
  { path: 'heatTransfer.ceiling', legend: 'Teto', withSolar: true },
  { path: 'heatTransfer.floor', legend: 'Piso', withSolar: false },
  { path: 'heatTransfer.walls.0', legend: 'Parede 1', withSolar: true },
  { path: 'heatTransfer.walls.1', legend: 'Parede 2', withSolar: true },
  { path: 'heatTransfer.walls.2', legend: 'Parede 3', withSolar: true },
  { path: 'heatTransfer.walls.3', legend: 'Parede 4', withSolar: true },
];

/**
 * ISOLAMENTO TÉRMICO (spec §2, §3): what the derived sizes are (ADR 057), then the ceiling, the
 * floor and four walls.
 */
export function HeatTransferSection({
  form,
  room,
  isSaving,
  notice,
  onSubmit,
  materials,
}: SectionProps & { materials: readonly Material[] }) {
  return (
    <SectionForm isSaving={isSaving} notice={notice} onSubmit={onSubmit}>
      <Stack gap="sm">
        <AreaBasisNote form={form} room={room} />
        {SURFACES.map((surface) => (
          <SurfaceFields
            key={surface.path}
            form={form}
            materials={materials}
            room={room}
            {...surface}
          />
        ))}
      </Stack>
    </SectionForm>
  );
}
