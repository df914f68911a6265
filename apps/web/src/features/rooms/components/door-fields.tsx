import { PROTECTION_BARRIER_IDS } from '@camara-fria/contracts';
import {
  applyProtectionBarrier,
  ROOM_FIELDS,
  PROTECTION_BARRIERS,
  type ProtectionBarrierId,
} from '@camara-fria/domain';
import { Button, Fieldset, Group, NativeSelect, SimpleGrid } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { RoomFormValues } from '../utils/room-model.ts';
import { NumberField } from './number-field.tsx';
import { FIELDSET_STYLES } from './surface-fields.tsx';

type DoorFieldsProps = {
  form: UseFormReturn<RoomFormValues>;
  index: number;
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

/** One door entry (spec §3): size, both sides' air, traffic, protection and air changes. */
export function DoorFields({ form, index, onRemove }: DoorFieldsProps) {
  const { control, getValues, setValue } = form;
  const path = `doors.doors.${index}` as const;
  const number = { control, required: true } as const;
  const legend = `Porta ${index + 1}`;

  return (
    <Fieldset legend={legend} styles={FIELDSET_STYLES}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <NumberField {...number} name={`${path}.count`} spec={ROOM_FIELDS.door.count} />
        <NumberField {...number} name={`${path}.width`} spec={ROOM_FIELDS.door.width} />
        <NumberField {...number} name={`${path}.height`} spec={ROOM_FIELDS.door.height} />
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
