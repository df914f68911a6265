import { Fieldset, SimpleGrid } from '@mantine/core';
import { NumberField } from './number-field.tsx';
import { SectionForm, type SectionProps } from './section-form.tsx';
import { FIELDSET_STYLES } from './surface-fields.tsx';

/** OUTRAS CARGAS (spec §3): staff, forklifts, evaporators, lighting and other loads. */
export function AdditionalLoadSection({ form, isSaving, onSubmit }: SectionProps) {
  const { control } = form;
  const field = { control, required: true, allowNegative: false } as const;

  return (
    <SectionForm isSaving={isSaving} onSubmit={onSubmit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fieldset legend="Pessoas" styles={FIELDSET_STYLES}>
          <NumberField
            {...field}
            name="additionalLoad.staff.count"
            label="Quantidade"
            decimalScale={0}
          />
          <NumberField
            {...field}
            name="additionalLoad.staff.duration"
            label="Duração (h)"
            mt="sm"
          />
        </Fieldset>
        <Fieldset legend="Empilhadeiras" styles={FIELDSET_STYLES}>
          <NumberField {...field} name="additionalLoad.forklift.count" label="Quantidade" />
          <NumberField
            {...field}
            name="additionalLoad.forklift.duration"
            label="Duração (h)"
            mt="sm"
          />
        </Fieldset>
        <Fieldset legend="Evaporadores" styles={FIELDSET_STYLES}>
          <NumberField
            {...field}
            name="additionalLoad.evaporator.count"
            label="Quantidade"
            decimalScale={0}
          />
          <NumberField
            {...field}
            name="additionalLoad.evaporator.power"
            label="Potência (kW)"
            decimalScale={3}
            mt="sm"
          />
          <NumberField
            {...field}
            name="additionalLoad.evaporator.duration"
            label="Duração (h)"
            mt="sm"
          />
        </Fieldset>
        <Fieldset legend="Iluminação" styles={FIELDSET_STYLES}>
          <NumberField {...field} name="additionalLoad.lighting.power" label="Potência (W/m²)" />
          <NumberField
            {...field}
            name="additionalLoad.lighting.duration"
            label="Duração (h)"
            mt="sm"
          />
        </Fieldset>
        <Fieldset legend="Outras cargas" styles={FIELDSET_STYLES}>
          <NumberField
            {...field}
            name="additionalLoad.other.power"
            label="Potência (kW)"
            decimalScale={3}
          />
          <NumberField
            {...field}
            name="additionalLoad.other.duration"
            label="Duração (h)"
            mt="sm"
          />
        </Fieldset>
      </SimpleGrid>
    </SectionForm>
  );
}
