import {
  CATALOG_LABELS,
  SpecialEvaporatorChoiceSchema,
  type EvaporatorChoiceInput,
  type z,
} from '@camara-fria/contracts';
import { listDefrostOptions } from '@camara-fria/domain';
import { Select, SimpleGrid, Stack, Table, TextInput, Textarea } from '@mantine/core';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { DecimalInput } from '../../../../components/ui/decimal-input.tsx';
import { formatKcalh } from '../../../../lib/units-format.ts';
import {
  buildSpecialPreview,
  computeSpecialTotals,
  type SpecialEvaporatorChoice,
} from '../utils/preview.ts';
import type { EvaporatorPreview, EvaporatorWizardRoom } from '../utils/wizard-types.ts';
import { zodFormResolver } from '../../../../lib/forms/zod-form-resolver.ts';

type SpecialInput = z.input<typeof SpecialEvaporatorChoiceSchema>;

/** Every field of the form as typed (numbers may be NaN while empty). */
type SpecialFormValues = Omit<SpecialInput, 'count' | 'defrost'> & {
  count: number;
  defrost: SpecialInput['defrost'] | null;
};

const specialResolver = zodFormResolver<SpecialFormValues, SpecialEvaporatorChoice>(
  SpecialEvaporatorChoiceSchema,
);

type NumberFieldName = Exclude<
  keyof SpecialFormValues,
  'kind' | 'model' | 'defrost' | 'commercialDescription'
>;

/** Label, decimals of each numeric field (spec §3 "Custom evaporator"; units as the contract). */
const NUMBER_FIELDS: { name: NumberFieldName; label: string; decimals: number }[] = [
  { name: 'count', label: 'Quantidade', decimals: 0 },
  { name: 'temperatureDelta', label: 'DT (K)', decimals: 1 },
  { name: 'unitCapacity', label: 'Capacidade unitária (kcal/h)', decimals: 0 },
  { name: 'unitAirFlow', label: 'Vazão de ar unitária (m³/h)', decimals: 0 },
  { name: 'wingPerInch', label: 'Aletas por polegada', decimals: 1 },
  { name: 'airArrow', label: 'Flecha de ar (m)', decimals: 1 },
  { name: 'fanDiameter', label: 'Diâmetro do ventilador (mm)', decimals: 0 },
  { name: 'fanPower', label: 'Potência dos ventiladores (W)', decimals: 0 },
  { name: 'defrostPower', label: 'Potência de degelo (W)', decimals: 0 },
];

const nothing = Number.NaN;

function buildDefaults(
  initial: EvaporatorChoiceInput | null | undefined,
  count: number,
  evaporatorDt: number | null,
): SpecialFormValues {
  if (initial?.kind === 'SPECIAL') return { ...initial, count: initial.count ?? 1 };
  return {
    kind: 'SPECIAL',
    model: '',
    count,
    temperatureDelta: evaporatorDt ?? nothing,
    wingPerInch: nothing,
    defrost: null,
    airArrow: nothing,
    fanDiameter: nothing,
    defrostPower: nothing,
    fanPower: nothing,
    unitCapacity: nothing,
    unitAirFlow: nothing,
    commercialDescription: '',
  };
}

const formatter = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const rateFormatter = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

function LiveTotals({
  control,
  room,
}: {
  control: Control<SpecialFormValues, unknown, SpecialEvaporatorChoice>;
  room: EvaporatorWizardRoom;
}) {
  const [count, unitCapacity, unitAirFlow] = useWatch({
    control,
    name: ['count', 'unitCapacity', 'unitAirFlow'],
  });
  const totals = computeSpecialTotals({ count, unitCapacity, unitAirFlow }, room);
  const dash = '—';
  return (
    <Table withTableBorder variant="vertical" aria-label="Totais do equipamento especial">
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row">Capacidade total</Table.Th>
          <Table.Td>
            {totals.totalCapacity === null ? dash : formatKcalh(totals.totalCapacity)}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Vazão total</Table.Th>
          <Table.Td>
            {totals.totalAirFlow === null ? dash : `${formatter.format(totals.totalAirFlow)} m³/h`}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Trocas de ar por hora (vazão ÷ volume)</Table.Th>
          <Table.Td>
            {totals.airChangesPerHour === null
              ? dash
              : `${rateFormatter.format(totals.airChangesPerHour)}/h`}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Vazão por área de piso (fórmula da especificação)</Table.Th>
          <Table.Td>
            {totals.airExchangeRate === null
              ? dash
              : `${rateFormatter.format(totals.airExchangeRate)} m³/h por m²`}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

type SpecialEvaporatorFormProps = {
  /** The form's id: the modal's Confirmar submits it. */
  formId: string;
  room: EvaporatorWizardRoom;
  initialChoice?: EvaporatorChoiceInput | null;
  /** The count and DT of the search, to start a new special evaporator with. */
  count: number;
  evaporatorDt: number | null;
  onSubmit: (choice: SpecialEvaporatorChoice, preview: EvaporatorPreview) => void;
};

/**
 * Spec §3 "Custom evaporator" and §5: every field required (the contract's
 * SpecialEvaporatorChoiceSchema, the API's own), live total capacity, total air flow and air
 * changes. The spec's "air changes" divide by the floor area: shown as what they are (m³/h per
 * m²), below the air changes per hour an engineer expects (per volume, issue 29 item 11, ADR
 * 067). Validated on submit.
 */
export function SpecialEvaporatorForm({
  formId,
  room,
  initialChoice,
  count,
  evaporatorDt,
  onSubmit,
}: SpecialEvaporatorFormProps) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SpecialFormValues, unknown, SpecialEvaporatorChoice>({
    mode: 'onSubmit',
    defaultValues: buildDefaults(initialChoice, count, evaporatorDt),
    resolver: specialResolver,
  });
  const defrostOptions = listDefrostOptions(room.roomTemperature).map((kind) => ({
    value: kind,
    label: CATALOG_LABELS.defrost[kind],
  }));
  const submit = handleSubmit((choice) => onSubmit(choice, buildSpecialPreview(choice)));

  return (
    <form
      id={formId}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Equipamento especial"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <TextInput
            label="Modelo"
            withAsterisk
            {...register('model')}
            error={errors.model?.message}
          />
          {NUMBER_FIELDS.map(({ name, label, decimals }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <DecimalInput
                  label={label}
                  withAsterisk
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  maxFractionDigits={decimals}
                  allowNegative={false}
                  error={errors[name]?.message}
                />
              )}
            />
          ))}
          <Controller
            control={control}
            name="defrost"
            render={({ field }) => (
              <Select
                label="Degelo"
                withAsterisk
                placeholder="Selecione"
                data={defrostOptions}
                ref={field.ref}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                error={errors.defrost?.message}
                allowDeselect={false}
              />
            )}
          />
        </SimpleGrid>
        <Textarea
          label="Descrição comercial"
          withAsterisk
          rows={3}
          {...register('commercialDescription')}
          error={errors.commercialDescription?.message}
        />
        <LiveTotals control={control} room={room} />
      </Stack>
    </form>
  );
}
