import { PROTECTION_BARRIER_IDS } from '@camara-fria/contracts';
import {
  applyProtectionBarrier,
  ROOM_FIELDS,
  PROTECTION_BARRIERS,
  type DoorCalculationMethod,
  type ProtectionBarrierId,
} from '@camara-fria/domain';
import { Button, Fieldset, Group, NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { RoomFormValues } from '../utils/room-model.ts';
import { NumberField } from './number-field.tsx';
import { FIELDSET_STYLES } from './surface-fields.tsx';

type DoorFieldsProps = {
  form: UseFormReturn<RoomFormValues>;
  index: number;
  /** With VOLUME the fields the method does not read are not asked (issue 11, item 5). */
  method: DoorCalculationMethod;
  /** Absent when the entry cannot be removed. */
  onRemove?: () => void;
};

const BARRIER_OPTIONS = PROTECTION_BARRIERS.map((barrier) => ({
  value: barrier.id,
  label: barrier.name,
}));

function isBarrierId(value: string): value is ProtectionBarrierId {
  return (PROTECTION_BARRIER_IDS as readonly string[]).includes(value);
}

/** Why the VOLUME method asks fewer door fields (issue 11, item 5). */
export const VOLUME_DOOR_NOTE =
  'O método por volume usa o volume interno e as trocas de ar; quantidade, largura, altura, frequência, tempos e proteção não entram no cálculo.';

/**
 * One door entry (spec §3): size, both sides' air, traffic, protection and air changes. With
 * VOLUME only the air on both sides and the air changes are asked: the other fields are not
 * shown (their values stay in the form, for a later AIR_VELOCITY) and a note says why.
 */
export function DoorFields({ form, index, method, onRemove }: DoorFieldsProps) {
  const { control, getValues, setValue } = form;
  const path = `doors.doors.${index}` as const;
  const number = { control, required: true } as const;
  const legend = `Porta ${index + 1}`;
  const isVolume = method === 'VOLUME';

  return (
    <Fieldset legend={legend} styles={FIELDSET_STYLES}>
      {isVolume && (
        <Text size="sm" c="dimmed" mb="sm">
          {VOLUME_DOOR_NOTE}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {!isVolume && (
          <>
            <NumberField {...number} name={`${path}.count`} spec={ROOM_FIELDS.door.count} />
            <NumberField {...number} name={`${path}.width`} spec={ROOM_FIELDS.door.width} />
            <NumberField {...number} name={`${path}.height`} spec={ROOM_FIELDS.door.height} />
          </>
        )}
        <NumberField
          {...number}
          name={`${path}.adjacentAmbientTemperature`}
          spec={ROOM_FIELDS.door.adjacentAmbientTemperature}
        />
        <NumberField
          {...number}
          name={`${path}.adjacentAmbientRelativeHumidity`}
          spec={ROOM_FIELDS.door.adjacentAmbientRelativeHumidity}
        />
        <NumberField
          {...number}
          name={`${path}.internalRelativeHumidity`}
          spec={ROOM_FIELDS.door.internalRelativeHumidity}
        />
        {!isVolume && (
          <>
            <NumberField
              {...number}
              name={`${path}.openingFrequency`}
              spec={ROOM_FIELDS.door.openingFrequency}
              description="Sugerida pela movimentação dos produtos"
            />
            <NumberField
              {...number}
              name={`${path}.openCloseDuration`}
              spec={ROOM_FIELDS.door.openCloseDuration}
            />
            <NumberField
              {...number}
              name={`${path}.openDuration`}
              spec={ROOM_FIELDS.door.openDuration}
            />
            <Controller
              control={control}
              name={`${path}.protectionBarrier`}
              render={({ field }) => (
                <NativeSelect
                  label="Proteção"
                  data={BARRIER_OPTIONS}
                  value={field.value?.id ?? 'NO_PROTECTION'}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    const { value } = event.currentTarget;
                    if (!isBarrierId(value)) return;
                    // Spec §4: air curtain 10 %, PVC curtain 30 %, none 0 % (and no barrier).
                    setValue(path, applyProtectionBarrier(getValues(path), value));
                  }}
                />
              )}
            />
            <NumberField
              control={control}
              name={`${path}.protectionBarrierEfficiency`}
              spec={ROOM_FIELDS.door.protectionBarrierEfficiency}
            />
          </>
        )}
        <NumberField
          control={control}
          name={`${path}.airExchangeRate`}
          spec={ROOM_FIELDS.door.airExchangeRate}
        />
      </SimpleGrid>
      {onRemove && (
        <Group justify="flex-end" mt="sm">
          <Button variant="subtle" color="red" c="red.9" onClick={onRemove}>
            Remover porta {index + 1}
          </Button>
        </Group>
      )}
    </Fieldset>
  );
}
