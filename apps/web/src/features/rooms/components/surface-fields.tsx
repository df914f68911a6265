import type { Material } from '@camara-fria/contracts';
import {
  applySolarRadiation,
  deriveSurfaceSize,
  ROOM_FIELDS,
  type RoomGeometry,
  type SurfaceKey,
} from '@camara-fria/domain';
import { Badge, Button, Checkbox, Fieldset, Group, NativeSelect, SimpleGrid } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { RoomFormValues } from '../utils/room-model.ts';
import { NumberField } from './number-field.tsx';

export type SurfacePath =
  'heatTransfer.ceiling' | 'heatTransfer.floor' | `heatTransfer.walls.${number}`;

type SurfaceFieldsProps = {
  form: UseFormReturn<RoomFormValues>;
  path: SurfacePath;
  legend: string;
  /** The solar checkbox is not offered for the floor (spec §3). */
  withSolar: boolean;
  materials: readonly Material[];
  /** The room as stored: the size a surface that follows it has (issue 11 item 3). */
  room: RoomGeometry;
};

export const FIELDSET_STYLES = { legend: { fontWeight: 700 } };
/** The badge's light orange text is below 4.5:1: it is said in the page's text colour. */
const BADGE_STYLES = { label: { color: 'var(--mantine-color-text)' } };

/** One surface: solar radiation, thickness, material, temperature, width and length (spec §3). */
export function SurfaceFields({
  form,
  path,
  legend,
  withSolar,
  materials,
  room,
}: SurfaceFieldsProps) {
  const { control, getValues, setValue } = form;
  const isSizeManual = useWatch({ control, name: `${path}.isSizeManual` }) === true;
  /** A size typed by hand is kept when the room's dimensions change (issue 11 item 3). */
  const markSizeManual = () => {
    if (getValues(`${path}.isSizeManual`) !== true) setValue(`${path}.isSizeManual`, true);
  };
  const applyRoomSize = () => {
    const size = deriveSurfaceSize(room, path.slice('heatTransfer.'.length) as SurfaceKey);
    setValue(`${path}.width`, size.width);
    setValue(`${path}.length`, size.length);
    setValue(`${path}.isSizeManual`, false);
  };
  const options = [
    { value: '', label: 'Escolha o material', disabled: true },
    ...materials.map((material) => ({ value: String(material.id), label: material.name })),
  ];

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
        <Controller
          control={control}
          name={`${path}.material.id`}
          render={({ field, fieldState }) => (
            <NativeSelect
              label="Material"
              withAsterisk
              aria-required
              data={options}
              value={Number.isFinite(field.value) ? String(field.value) : ''}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(Number(event.currentTarget.value))}
              error={fieldState.error?.message}
            />
          )}
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
          onValueChange={markSizeManual}
        />
        <NumberField
          control={control}
          name={`${path}.length`}
          spec={ROOM_FIELDS.surface.length}
          required
          onValueChange={markSizeManual}
        />
      </SimpleGrid>
      {isSizeManual && (
        <Group mt="sm" gap="sm">
          <Badge color="orange" variant="light" styles={BADGE_STYLES}>
            Medida manual
          </Badge>
          <Button variant="default" size="xs" onClick={applyRoomSize}>
            Usar medidas da câmara
          </Button>
        </Group>
      )}
    </Fieldset>
  );
}
