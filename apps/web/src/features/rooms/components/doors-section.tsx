import { DOOR_CALCULATION_METHODS } from '@camara-fria/contracts';
import {
  addDoor,
  changeDoorCalculationMethod,
  countDoors,
  createSuggestedDoor,
  removeDoor,
  shouldApplySuggestions,
  type DoorCalculationMethod,
} from '@camara-fria/domain';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { toDoorsFormValues } from '../utils/room-model.ts';
import { ConfirmModal } from './confirm-modal.tsx';
import { DoorFields } from './door-fields.tsx';
import { SectionForm, type SectionProps } from './section-form.tsx';

const METHOD_OPTIONS = [
  { value: 'VOLUME', label: 'Volume' },
  { value: 'AIR_VELOCITY', label: 'Velocidade do ar' },
];

function isDoorMethod(value: string): value is DoorCalculationMethod {
  return (DOOR_CALCULATION_METHODS as readonly string[]).includes(value);
}

/**
 * PORTAS (spec §3, §4): the calculation method (set by the room; a manual change asks first
 * and discards the doors) and the door entries: one with VOLUME, any number with AIR_VELOCITY.
 */
export function DoorsSection({ form, room, isSaving, notice, onSubmit }: SectionProps) {
  const { control, getValues, setValue, formState } = form;
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'doors.doors' });
  const method = useWatch({ control, name: 'doors.calculationMethod' });
  const [pendingMethod, setPendingMethod] = useState<DoorCalculationMethod | null>(null);
  const isCreating = shouldApplySuggestions(room.status);
  const isSingleEntryFull = method === 'VOLUME' && fields.length >= 1;
  const groupError =
    formState.errors.doors?.doors?.root?.message ?? formState.errors.doors?.doors?.message;

  function addEntry() {
    const doors = getValues('doors');
    const goods = getValues('goods');
    if (isCreating) {
      replace(toDoorsFormValues(addDoor(doors, room, goods)).doors);
      return;
    }
    const door = createSuggestedDoor(room, goods, countDoors([...doors.doors, { count: 1 }]));
    append(toDoorsFormValues({ ...doors, doors: [door] }).doors);
  }

  function removeEntry(index: number) {
    if (isCreating)
      replace(toDoorsFormValues(removeDoor(getValues('doors'), index, getValues('goods'))).doors);
    else remove(index);
  }

  function confirmMethod() {
    if (!pendingMethod) return;
    const group = changeDoorCalculationMethod(pendingMethod);
    setValue('doors.calculationMethod', group.calculationMethod);
    replace([]);
    setPendingMethod(null);
  }

  return (
    <SectionForm isSaving={isSaving} notice={notice} onSubmit={onSubmit}>
      <Controller
        control={control}
        name="doors.calculationMethod"
        render={({ field, fieldState }) => (
          <NativeSelect
            label="Método de cálculo"
            withAsterisk
            aria-required
            data={METHOD_OPTIONS}
            value={field.value}
            ref={field.ref}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            onChange={(event) => {
              const { value } = event.currentTarget;
              if (isDoorMethod(value) && value !== field.value) setPendingMethod(value);
            }}
          />
        )}
      />
      <Stack gap="sm">
        {fields.length === 0 && <Text c="dimmed">Nenhuma porta informada.</Text>}
        {fields.map((field, index) => (
          <DoorFields
            key={field.id}
            form={form}
            index={index}
            method={method}
            onRemove={() => removeEntry(index)}
          />
        ))}
      </Stack>
      {groupError && (
        <Text c="red.9" size="sm" role="alert">
          {groupError}
        </Text>
      )}
      <Group gap="sm">
        <Button variant="light" onClick={addEntry} disabled={isSingleEntryFull}>
          Adicionar porta
        </Button>
        {isSingleEntryFull && (
          <Text size="sm" c="dimmed">
            O método por volume aceita uma única entrada de porta.
          </Text>
        )}
      </Group>
      <ConfirmModal
        opened={pendingMethod !== null}
        title="Alterar método de cálculo"
        confirmLabel="Alterar método"
        onConfirm={confirmMethod}
        onClose={() => setPendingMethod(null)}
      >
        As portas informadas serão descartadas. Deseja alterar o método de cálculo?
      </ConfirmModal>
    </SectionForm>
  );
}
