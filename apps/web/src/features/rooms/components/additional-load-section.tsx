import { ROOM_FIELDS } from '@camara-fria/domain';
import { Fieldset, SimpleGrid } from '@mantine/core';
import { NumberField } from './number-field.tsx';
import { SectionForm, type SectionProps } from './section-form.tsx';
import { FIELDSET_STYLES } from './surface-fields.tsx';

/** OUTRAS CARGAS (spec §3): staff, forklifts, evaporators, lighting and other loads. */
export function AdditionalLoadSection({ form, isSaving, notice, onSubmit }: SectionProps) {
  const { control } = form;
  const field = { control, required: true } as const;

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
