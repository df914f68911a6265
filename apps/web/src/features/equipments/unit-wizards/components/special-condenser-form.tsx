import {
  SpecialCondenserChoiceSchema,
  type CondenserChoice,
  type CondenserChoiceInput,
} from '@camara-fria/contracts';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { CondenserPreview } from '../types.ts';
import { NumberFormField } from '../../../../components/ui/form-fields.tsx';
import { zodFormResolver } from '../../../../lib/forms/zod-form-resolver.ts';

type SpecialCondenser = Extract<CondenserChoice, { kind: 'SPECIAL' }>;

const resolver = zodFormResolver<SpecialCondenser, SpecialCondenser>(SpecialCondenserChoiceSchema);

function buildDefaults(initial: CondenserChoiceInput | null | undefined): SpecialCondenser {
  if (initial?.kind === 'SPECIAL') return { ...initial, count: initial.count ?? 1 };
  const nan = Number.NaN;
  return {
    kind: 'SPECIAL',
    model: '',
    count: 1,
    dt: nan,
    height: nan,
    numberOfPoles: nan,
    condenserType: '',
    fanDiameter: nan,
    fanType: '',
    wingPerInch: nan,
    fanCount: nan,
    fanPower: nan,
    unitCapacity: nan,
    noiseLevel: nan,
    rejectedHeat: nan,
    commercialDescription: '',
  };
}

export function previewSpecialCondenser(choice: SpecialCondenser): CondenserPreview {
  return {
    kind: 'SPECIAL',
    model: choice.model,
    line: null,
    image: null,
    sku: null,
    count: choice.count,
    capacity: choice.rejectedHeat * choice.count,
    consumedPower: choice.fanPower * choice.count,
    heatRejectionPerK: null,
  };
}

/** Spec §3 "Custom remote condenser" and §5: every field required. */
export function SpecialCondenserForm({
  formId,
  initialChoice,
  onSubmit,
}: {
  formId: string;
  initialChoice?: CondenserChoiceInput | null;
  onSubmit: (choice: SpecialCondenser) => void;
}) {
  const { control, register, handleSubmit, formState } = useForm<
    SpecialCondenser,
    unknown,
    SpecialCondenser
  >({ resolver, defaultValues: buildDefaults(initialChoice) });
  const errors = formState.errors;
  const number = (
    name: Exclude<
      keyof SpecialCondenser,
      'kind' | 'model' | 'condenserType' | 'fanType' | 'commercialDescription'
    >,
    label: string,
    decimals = 2,
  ) => <NumberFormField control={control} name={name} label={label} required decimals={decimals} />;

  return (
    <form id={formId} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <TextInput
            label="Modelo"
            withAsterisk
            aria-required
            {...register('model')}
            error={errors.model?.message}
          />
          {number('count', 'Quantidade', 0)}
          {number('dt', 'DT (K)')}
          {number('height', 'Altitude (m)', 0)}
          {number('numberOfPoles', 'Número de polos', 0)}
          <TextInput
            label="Tipo de condensador"
            withAsterisk
            aria-required
            {...register('condenserType')}
            error={errors.condenserType?.message}
          />
          {number('fanDiameter', 'Diâmetro do ventilador (mm)', 0)}
          <TextInput
            label="Tipo de ventilador"
            withAsterisk
            aria-required
            {...register('fanType')}
            error={errors.fanType?.message}
          />
          {number('wingPerInch', 'Aletas por polegada')}
          {number('fanCount', 'Número de ventiladores', 0)}
          {number('fanPower', 'Potência dos ventiladores (kW)')}
          {number('unitCapacity', 'Capacidade unitária (kcal/h)', 0)}
          {number('noiseLevel', 'Nível de ruído (dB(A))')}
          {number('rejectedHeat', 'Calor rejeitado (kcal/h)', 0)}
        </SimpleGrid>
        <Textarea
          label="Descrição comercial"
          withAsterisk
          aria-required
          rows={3}
          {...register('commercialDescription')}
          error={errors.commercialDescription?.message}
        />
      </Stack>
    </form>
  );
}
