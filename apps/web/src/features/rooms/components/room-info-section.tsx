import {
  clampAmbientTemperature,
  clampRoomTemperature,
  formatFieldLabel,
  ROOM_FIELDS,
  shouldApplySuggestions,
  suggestOperatingHours,
} from '@camara-fria/domain';
import { SimpleGrid, TextInput } from '@mantine/core';
import { NumberField } from './number-field.tsx';
import { CreatingNotice, SectionForm, type SectionProps } from './section-form.tsx';

/** Why the margin cannot be edited with a typed load (issue 11, item 5). */
export const TYPED_MARGIN_NOTE =
  'A carga térmica informada não usa a margem de segurança; o valor fica guardado para o cálculo.';

/**
 * DADOS DA CÂMARA (spec §2, §5): name, room and ambient temperatures, operating hours, safety
 * margin (not editable with calculation type 2, which ignores it); with calculation type 2, the
 * total typed in kcal/h. Temperatures are clamped when the
 * field is left; while CREATING the room temperature suggests the operating hours.
 */
export function RoomInfoSection({ form, room, isSaving, notice, onSubmit }: SectionProps) {
  const { control, register, setValue, formState } = form;
  const isCreating = shouldApplySuggestions(room.status);
  const isCalculated = room.calculationType === 1;

  return (
    <SectionForm isSaving={isSaving} notice={notice} onSubmit={onSubmit}>
      {isCreating && <CreatingNotice />}
      <TextInput
        label={formatFieldLabel(ROOM_FIELDS.name)}
        withAsterisk
        aria-required
        maxLength={ROOM_FIELDS.name.maxLength}
        autoComplete="off"
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberField
          control={control}
          name="roomTemperature"
          spec={ROOM_FIELDS.roomTemperature}
          required
          onValueChange={(value) => {
            if (isCreating) setValue('operatingHours', suggestOperatingHours(value));
          }}
          onCommit={(value) => {
            const clamped = clampRoomTemperature(value);
            if (clamped === value) return;
            setValue('roomTemperature', clamped);
            if (isCreating) setValue('operatingHours', suggestOperatingHours(clamped));
          }}
        />
        <NumberField
          control={control}
          name="ambientTemperature"
          spec={ROOM_FIELDS.ambientTemperature}
          required
          onCommit={(value) => {
            const clamped = clampAmbientTemperature(value);
            if (clamped !== value) setValue('ambientTemperature', clamped);
          }}
        />
        <NumberField
          control={control}
          name="operatingHours"
          spec={ROOM_FIELDS.operatingHours}
          required
        />
        {/* Issue 11, item 5: a typed load ignores the margin; it is kept for the calculation. */}
        <NumberField
          control={control}
          name="safetyMargin"
          spec={ROOM_FIELDS.safetyMargin}
          disabled={!isCalculated}
          description={isCalculated ? undefined : TYPED_MARGIN_NOTE}
        />
        {room.calculationType !== 1 && (
          <NumberField
            control={control}
            name="typedTotalKcalh"
            spec={ROOM_FIELDS.typedTotalKcalh}
            required
          />
        )}
      </SimpleGrid>
    </SectionForm>
  );
}
