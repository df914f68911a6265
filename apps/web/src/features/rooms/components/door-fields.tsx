import { PROTECTION_BARRIER_IDS } from '@camara-fria/contracts';
import {
  applyProtectionBarrier,
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
  const number = { control, required: true, allowNegative: false } as const;
  const legend = `Porta ${index + 1}`;

  return (
    <Fieldset legend={legend} styles={FIELDSET_STYLES}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <NumberField {...number} name={`${path}.count`} label="Quantidade" decimalScale={0} />
        <NumberField {...number} name={`${path}.width`} label="Largura (m)" />
        <NumberField {...number} name={`${path}.height`} label="Altura (m)" />
        <NumberField
          {...number}
          name={`${path}.adjacentAmbientTemperature`}
          label="Temperatura do ambiente adjacente (°C)"
          allowNegative
        />
        <NumberField
          {...number}
          name={`${path}.adjacentAmbientRelativeHumidity`}
          label="Umidade relativa do ambiente adjacente (%)"
        />
        <NumberField
          {...number}
          name={`${path}.internalRelativeHumidity`}
          label="Umidade relativa interna (%)"
        />
        <NumberField
          {...number}
          name={`${path}.openingFrequency`}
          label="Frequência de abertura (passagens/h)"
          description="Sugerida pela movimentação dos produtos"
        />
        <NumberField
          {...number}
          name={`${path}.openCloseDuration`}
          label="Tempo de abertura e fechamento (s)"
        />
        <NumberField
          {...number}
          name={`${path}.openDuration`}
          label="Tempo de porta aberta (min)"
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
          nullable
          allowNegative={false}
          name={`${path}.protectionBarrierEfficiency`}
          label="Eficiência da proteção (%)"
        />
        <NumberField
          control={control}
          nullable
          allowNegative={false}
          name={`${path}.airExchangeRate`}
          label="Taxa de renovação de ar (trocas/dia)"
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
