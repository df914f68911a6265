import type { Material } from '@camara-fria/contracts';
import { MAX_ADDITIONAL_LAYERS, ROOM_FIELDS } from '@camara-fria/domain';
import { Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { RoomFormValues } from '../utils/room-model.ts';
import { ConductivityField } from './conductivity-field.tsx';
import { MaterialSelect } from './material-select.tsx';
import { NumberField } from './number-field.tsx';
import type { SurfacePath } from './surface-fields.tsx';

type SurfaceLayersProps = {
  form: UseFormReturn<RoomFormValues>;
  path: SurfacePath;
  materials: readonly Material[];
};

/**
 * The layers of a surface beyond its main one (ADR 024): up to two more, in series, each with
 * material, thickness and k. A new layer starts empty (nothing counts until it is filled);
 * focus moves to its material, and back to "Adicionar camada" when one is removed.
 */
export function SurfaceLayers({ form, path, materials }: SurfaceLayersProps) {
  const { control, setValue } = form;
  const name = `${path}.additionalLayers` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  const addButton = useRef<HTMLButtonElement>(null);
  // After a removal the button may have been disabled (three layers): focus it once re-enabled.
  const isAddFocusPending = useRef(false);
  useEffect(() => {
    if (!isAddFocusPending.current) return;
    isAddFocusPending.current = false;
    addButton.current?.focus();
  });
  const isFull = fields.length >= MAX_ADDITIONAL_LAYERS;

  return (
    <Stack gap="sm" mt="sm">
      {fields.map((layer, index) => {
        const layerPath = `${name}.${index}` as const;
        const number = index + 2;
        return (
          <Fieldset key={layer.id} legend={`Camada ${number}`} variant="filled">
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
              <MaterialSelect
                control={control}
                name={`${layerPath}.material.id`}
                materials={materials}
                onMaterialChange={() => setValue(`${layerPath}.conductivity`, null)}
              />
              <NumberField
                control={control}
                name={`${layerPath}.thickness`}
                spec={ROOM_FIELDS.surface.thickness}
                required
              />
              <ConductivityField
                control={control}
                name={`${layerPath}.conductivity`}
                materialName={`${layerPath}.material.id`}
                materials={materials}
              />
            </SimpleGrid>
            <Group justify="flex-end" mt="xs">
              <Button
                variant="subtle"
                color="red"
                c="red.9"
                onClick={() => {
                  isAddFocusPending.current = true;
                  remove(index);
                }}
              >
                Remover camada {number}
              </Button>
            </Group>
          </Fieldset>
        );
      })}
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {fields.length === 0
            ? 'Uma camada. Painel com estrutura de madeira, laje com isolante: adicione camadas.'
            : `${fields.length + 1} camadas em série.`}
        </Text>
        <Button
          ref={addButton}
          variant="light"
          disabled={isFull}
          onClick={() =>
            append(
              { material: { id: Number.NaN }, thickness: Number.NaN, conductivity: null },
              { focusName: `${name}.${fields.length}.material.id` },
            )
          }
        >
          Adicionar camada
        </Button>
      </Group>
    </Stack>
  );
}
