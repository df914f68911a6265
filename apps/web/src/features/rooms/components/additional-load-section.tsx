import { explainForkliftSuggestion, ROOM_FIELDS, suggestStaffDuration } from '@camara-fria/domain';
import { Fieldset, SimpleGrid } from '@mantine/core';
import { useWatch, type Control } from 'react-hook-form';
import { describeForkliftSuggestion } from '../utils/forklift-hint.ts';
import type { RoomFormValues } from '../utils/room-model.ts';
import { NumberField } from './number-field.tsx';
import { SectionForm, type SectionProps } from './section-form.tsx';
import { FIELDSET_STYLES } from './surface-fields.tsx';

/**
 * The spec's forklift suggestion for the room as typed (height, goods), with its inputs (issue 29
 * item 14): a field kept at 0, or a suggestion that rounds small, says why. Null while the
 * height or a goods figure is not a number.
 */
function useForkliftHint(control: Control<RoomFormValues>): string | null {
  const [height, goods] = useWatch({ control, name: ['height', 'goods'] });
  if (!Number.isFinite(height)) return null;
  const suggestion = explainForkliftSuggestion(height, goods, suggestStaffDuration(height));
  return Number.isFinite(suggestion.count) ? describeForkliftSuggestion(suggestion) : null;
}

/** OUTRAS CARGAS (spec §3): staff, forklifts, evaporators, lighting and other loads. */
export function AdditionalLoadSection({ form, isSaving, notice, onSubmit }: SectionProps) {
  const { control } = form;
  const field = { control, required: true } as const;
  const forkliftHint = useForkliftHint(control);

  return (
    <SectionForm isSaving={isSaving} notice={notice} onSubmit={onSubmit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fieldset legend="Pessoas" styles={FIELDSET_STYLES}>
          <NumberField
            {...field}
            name="additionalLoad.staff.count"
            spec={ROOM_FIELDS.additionalLoad.staff.count}
          />
          <NumberField
            {...field}
            name="additionalLoad.staff.duration"
            spec={ROOM_FIELDS.additionalLoad.staff.duration}
            mt="sm"
          />
        </Fieldset>
        <Fieldset legend="Empilhadeiras" styles={FIELDSET_STYLES}>
          <NumberField
            {...field}
            name="additionalLoad.forklift.count"
            spec={ROOM_FIELDS.additionalLoad.forklift.count}
            description={forkliftHint}
          />
          <NumberField
            {...field}
            name="additionalLoad.forklift.duration"
            spec={ROOM_FIELDS.additionalLoad.forklift.duration}
            mt="sm"
          />
        </Fieldset>
        <Fieldset legend="Evaporadores" styles={FIELDSET_STYLES}>
          <NumberField
            {...field}
            name="additionalLoad.evaporator.count"
            spec={ROOM_FIELDS.additionalLoad.evaporator.count}
          />
          <NumberField
            {...field}
            name="additionalLoad.evaporator.power"
            spec={ROOM_FIELDS.additionalLoad.evaporator.power}
            decimalScale={3}
            mt="sm"
          />
          <NumberField
            {...field}
            name="additionalLoad.evaporator.duration"
            spec={ROOM_FIELDS.additionalLoad.evaporator.duration}
            mt="sm"
          />
        </Fieldset>
        <Fieldset legend="Iluminação" styles={FIELDSET_STYLES}>
          <NumberField
            {...field}
            name="additionalLoad.lighting.power"
            spec={ROOM_FIELDS.additionalLoad.lighting.power}
          />
          <NumberField
            {...field}
            name="additionalLoad.lighting.duration"
            spec={ROOM_FIELDS.additionalLoad.lighting.duration}
            mt="sm"
          />
        </Fieldset>
        <Fieldset legend="Outras cargas" styles={FIELDSET_STYLES}>
          <NumberField
            {...field}
            name="additionalLoad.other.power"
            spec={ROOM_FIELDS.additionalLoad.other.power}
            decimalScale={3}
          />
          <NumberField
            {...field}
            name="additionalLoad.other.duration"
            spec={ROOM_FIELDS.additionalLoad.other.duration}
            mt="sm"
          />
        </Fieldset>
      </SimpleGrid>
    </SectionForm>
  );
}
