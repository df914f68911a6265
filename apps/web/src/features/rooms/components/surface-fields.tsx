import type { Material } from '@camara-fria/contracts';
import { applySolarRadiation, ROOM_FIELDS } from '@camara-fria/domain';
import { Checkbox, Fieldset, SimpleGrid } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { RoomFormValues } from '../utils/room-model.ts';
import { ConductivityField } from './conductivity-field.tsx';
import { MaterialSelect } from './material-select.tsx';
import { NumberField } from './number-field.tsx';
import { SurfaceLayers } from './surface-layers.tsx';

export type SurfacePath =
  'heatTransfer.ceiling' | 'heatTransfer.floor' | `heatTransfer.walls.${number}`;

type SurfaceFieldsProps = {
  form: UseFormReturn<RoomFormValues>;
  path: SurfacePath;
  legend: string;
  /** The solar checkbox is not offered for the floor (spec §3). */
  withSolar: boolean;
  materials: readonly Material[];
};

export const FIELDSET_STYLES = { legend: { fontWeight: 700 } };

/**
 * One surface: solar radiation, thickness, material and its k (or a custom one), temperature,
 * width and length (spec §3), and up to two more layers (ADR 024).
 */
export function SurfaceFields({ form, path, legend, withSolar, materials }: SurfaceFieldsProps) {
  const { control, getValues, setValue } = form;

  return (
    <Fieldset legend={legend} styles={FIELDSET_STYLES}>
      {withSolar && (
        <Controller
          control={control}
          name={`${path}.incidentSolarRadiation`}
          render={({ field }) => (
            <Checkbox
              mb="sm"
              label="Radiação solar (+5 °C)"
              checked={field.value === true}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={(event) => {
                // Spec §4: checking adds 5 °C to the surface temperature, unchecking removes it.
                setValue(path, applySolarRadiation(getValues(path), event.currentTarget.checked));
              }}
            />
          )}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
        <NumberField
          control={control}
          name={`${path}.thickness`}
          spec={ROOM_FIELDS.surface.thickness}
          required
        />
        <MaterialSelect
          control={control}
          name={`${path}.material.id`}
          materials={materials}
          onMaterialChange={() => setValue(`${path}.conductivity`, null)}
        />
        <ConductivityField
          control={control}
          name={`${path}.conductivity`}
          materialName={`${path}.material.id`}
          materials={materials}
        />
        <NumberField
          control={control}
          name={`${path}.temperature`}
          spec={ROOM_FIELDS.surface.temperature}
          required
        />
        <NumberField
          control={control}
          name={`${path}.width`}
          spec={ROOM_FIELDS.surface.width}
          required
        />
        <NumberField
          control={control}
          name={`${path}.length`}
          spec={ROOM_FIELDS.surface.length}
          required
        />
      </SimpleGrid>
      <SurfaceLayers form={form} path={path} materials={materials} />
    </Fieldset>
  );
}
