import {
  CATALOG_LABELS,
  COMPRESSOR_TYPES,
  SpecialUnitChoiceSchema,
  type UnitChoice,
  type UnitChoiceInput,
} from '@camara-fria/contracts';
import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { EquipmentPreview } from '../types.ts';
import { summariseCapacity } from '../utils/capacity-summary.ts';
import { CapacityTable } from './capacity-table.tsx';
import { NumberFormField, PresenceFormField } from '../../../../components/ui/form-fields.tsx';
import { zodFormResolver } from '../../../../lib/forms/zod-form-resolver.ts';

type SpecialUnit = Extract<UnitChoice, { kind: 'SPECIAL' }>;
type CompressorType = SpecialUnit['compressorType'];

/** What the form edits: numbers NaN and choices null until given (the schema says what lacks). */
type SpecialUnitFormValues = Omit<
  SpecialUnit,
  'compressorType' | 'fairing' | 'hotGasDefrost' | 'capacityControl'
> & {
  compressorType: CompressorType | null;
  fairing: boolean | null;
  hotGasDefrost: boolean | null;
  capacityControl: boolean | null;
};

const resolver = zodFormResolver<SpecialUnitFormValues, SpecialUnit>(SpecialUnitChoiceSchema);

function buildDefaults(
  initial: UnitChoiceInput | null | undefined,
  conditions: { ambientTemperature: number; loadLoss: number },
  isRack: boolean,
): SpecialUnitFormValues {
  if (initial?.kind === 'SPECIAL') {
    return {
      ...initial,
      count: initial.count ?? 1,
      ambientTemperature: initial.ambientTemperature ?? conditions.ambientTemperature,
      loadLoss: initial.loadLoss ?? conditions.loadLoss,
    };
  }
  return {
    kind: 'SPECIAL',
    model: '',
    count: 1,
    ...conditions,
    condensingTemperature: Number.NaN,
    compressorType: null,
    // A compressor unit has no enclosure field (spec §3 "Custom compressor unit").
    fairing: isRack ? false : null,
    hotGasDefrost: null,
    capacityControl: null,
    maxPower: Number.NaN,
    realTimePower: Number.NaN,
    unitCapacity: Number.NaN,
    rejectedHeat: Number.NaN,
    commercialDescription: '',
  };
}

export function previewSpecialUnit(choice: SpecialUnit): EquipmentPreview {
  return {
    kind: 'SPECIAL',
    model: choice.model,
    line: null,
    image: null,
    sku: null,
    count: choice.count,
    capacity: choice.unitCapacity * choice.count,
    consumedPower: choice.realTimePower * choice.count,
  };
}

const COMPRESSOR_OPTIONS = COMPRESSOR_TYPES.map((type) => ({
  value: type,
  label: CATALOG_LABELS.compressorType[type],
}));

/**
 * Spec §3 "Custom condensing unit" / "Custom compressor unit" and §5: every field required,
 * 'Informe uma descrição.'; a live table of total capacity, required capacity and slack. The
 * modal's 'Confirmar' submits it (`formId`).
 */
export function SpecialUnitForm({
  formId,
  variant,
  initialChoice,
  requiredCapacity,
  conditions,
  onSubmit,
}: {
  formId: string;
  /** The compressor unit's form asks the full product code and the capacity per compressor. */
  variant: 'CONDENSING_UNIT' | 'COMPRESSOR_UNIT';
  initialChoice?: UnitChoiceInput | null;
  requiredCapacity: number;
  conditions: { ambientTemperature: number; loadLoss: number };
  onSubmit: (choice: SpecialUnit) => void;
}) {
  const isRack = variant === 'COMPRESSOR_UNIT';
  const { control, register, handleSubmit, formState } = useForm<
    SpecialUnitFormValues,
    unknown,
    SpecialUnit
  >({ resolver, defaultValues: buildDefaults(initialChoice, conditions, isRack) });
  const [unitCapacity, count] = useWatch({ control, name: ['unitCapacity', 'count'] });
  const errors = formState.errors;

  return (
    <form id={formId} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <TextInput
            label={isRack ? 'Modelo (código completo do produto)' : 'Modelo'}
            withAsterisk
            aria-required
            {...register('model')}
            error={errors.model?.message}
          />
          <NumberFormField
            control={control}
            name="count"
            label="Quantidade"
            required
            decimals={0}
          />
          <NumberFormField control={control} name="loadLoss" label="Perda de carga (K)" required />
          <NumberFormField
            control={control}
            name="ambientTemperature"
            label="Temperatura ambiente (°C)"
            required
            allowNegative
          />
          <NumberFormField
            control={control}
            name="condensingTemperature"
            label="Temperatura de condensação (°C)"
            required
          />
          <Controller
            control={control}
            name="compressorType"
            render={({ field, fieldState }) => (
              <Select
                label="Tipo de compressor"
                withAsterisk
                aria-required
                placeholder="Selecione"
                data={COMPRESSOR_OPTIONS}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          {isRack ? null : <PresenceFormField control={control} name="fairing" label="Carenagem" />}
          <PresenceFormField control={control} name="hotGasDefrost" label="Degelo por gás quente" />
          <PresenceFormField
            control={control}
            name="capacityControl"
            label="Controle de capacidade"
          />
          <NumberFormField
            control={control}
            name="maxPower"
            label="Potência máxima (kW)"
            required
          />
          <NumberFormField
            control={control}
            name="realTimePower"
            label="Potência em operação (kW)"
            required
          />
          <NumberFormField
            control={control}
            name="unitCapacity"
            label={isRack ? 'Capacidade por compressor (kcal/h)' : 'Capacidade unitária (kcal/h)'}
            required
            decimals={0}
          />
          <NumberFormField
            control={control}
            name="rejectedHeat"
            label="Calor rejeitado (kcal/h)"
            required
            decimals={0}
          />
        </SimpleGrid>
        <Textarea
          label="Descrição comercial"
          withAsterisk
          aria-required
          rows={3}
          {...register('commercialDescription')}
          error={errors.commercialDescription?.message}
        />
        <CapacityTable summary={summariseCapacity(unitCapacity, count, requiredCapacity)} />
      </Stack>
    </form>
  );
}
