import type { Material } from '@camara-fria/contracts';
import {
  applySolarRadiation,
  deriveRoomSurfaceSize,
  ROOM_FIELDS,
  type RoomGeometry,
  type SurfaceKey,
} from '@camara-fria/domain';
import { Badge, Button, Checkbox, Fieldset, Group, SimpleGrid } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
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
  /**
   * The room as stored: the size a surface that follows it has (issue 11 item 3), from its
   * outside box with the insulation the form holds (ADR 057).
   */
  room: RoomGeometry;
};

export const FIELDSET_STYLES = { legend: { fontWeight: 700 } };
/** The badge's light orange text is below 4.5:1: it is said in the page's text colour. */
const BADGE_STYLES = { label: { color: 'var(--mantine-color-text)' } };

/**
 * One surface: solar radiation, thickness, material and its k (or a custom one), temperature,
 * width and length (spec §3), and up to two more layers (ADR 024). A size typed by hand is kept
 * and marked when the room's dimensions change (ADR 025).
 */
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
  const markSizeManual = () => {
    if (getValues(`${path}.isSizeManual`) !== true) setValue(`${path}.isSizeManual`, true);
  };
  const applyRoomSize = () => {
    const sizing = {
      length: room.length,
      width: room.width,
      height: room.height,
      areaBasis: getValues('areaBasis') ?? null,
      heatTransfer: getValues('heatTransfer'),
    };
    const size = deriveRoomSurfaceSize(sizing, path.slice('heatTransfer.'.length) as SurfaceKey);
    setValue(`${path}.width`, size.width);
    setValue(`${path}.length`, size.length);
    setValue(`${path}.isSizeManual`, false);
  };

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
      <SurfaceLayers form={form} path={path} materials={materials} />
    </Fieldset>
  );
}
