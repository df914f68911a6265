import { deriveSurfaceSizes, SURFACE_KEYS } from '@camara-fria/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { RoomFormValues } from '../utils/room-model.ts';
import type { SurfacePath } from './surface-fields.tsx';

/** Body text in the page's text colour: the light variant's text is below 4.5:1. */
const NOTE_STYLES = { message: { color: 'var(--mantine-color-text)' } };

/**
 * What the derived surface sizes are (ADR 057): the room's outside box, inside dimensions plus
 * the insulation on each side, as ASHRAE and AIRAH take transmission areas. A room stored before
 * keeps its inside-dimension areas until its user moves it to the outside ones here (then saves
 * the section): its figures never move by themselves.
 */
export function AreaBasisNote({
  form,
  room,
}: {
  form: UseFormReturn<RoomFormValues>;
  room: { readonly length: number; readonly width: number; readonly height: number };
}) {
  const { control, getValues, setValue } = form;
  const areaBasis = useWatch({ control, name: 'areaBasis' });
  if (areaBasis !== 'INSIDE') {
    return (
      <Text size="sm">
        Superfícies com medidas da câmara: dimensões externas (internas + isolamento de cada lado).
      </Text>
    );
  }
  const applyOutsideBasis = () => {
    setValue('areaBasis', 'OUTSIDE', { shouldDirty: true });
    const sized = deriveSurfaceSizes({
      length: room.length,
      width: room.width,
      height: room.height,
      areaBasis: 'OUTSIDE',
      heatTransfer: getValues('heatTransfer'),
    });
    for (const key of sized.updated) {
      const index = SURFACE_KEYS.indexOf(key);
      const surface =
        index < 2
          ? sized.heatTransfer[key as 'ceiling' | 'floor']
          : sized.heatTransfer.walls[index - 2];
      if (!surface) continue;
      const path = `heatTransfer.${key}` as SurfacePath;
      setValue(`${path}.width`, surface.width, { shouldDirty: true });
      setValue(`${path}.length`, surface.length, { shouldDirty: true });
    }
  };
  return (
    <Alert color="blue" variant="light" role="note" styles={NOTE_STYLES}>
      <Group justify="space-between" gap="sm">
        <span>
          Esta câmara foi salva com as áreas pelas dimensões internas. As medidas da câmara agora
          usam as dimensões externas (internas + isolamento de cada lado), como ASHRAE e AIRAH.
        </span>
        <Button variant="default" size="xs" onClick={applyOutsideBasis}>
          Usar dimensões externas
        </Button>
      </Group>
    </Alert>
  );
}
