import {
  DIFAL_METHOD_LABELS,
  DIFAL_METHODS,
  TAX_RATE_KIND_LABELS,
  TaxRateInputSchema,
  type DifalMethod,
  type TaxRate,
  type TaxRateKind,
  type z,
} from '@camara-fria/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm, type Control, type FieldPath } from 'react-hook-form';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { showErrorNotification, showSuccessNotification } from '../../../lib/notifications.ts';
import { useSaveTaxRate } from '../api/save-tax-rate.ts';
import { TAX_TABLE_MESSAGES } from '../utils/tax-format.ts';

type TaxRateOutput = z.output<typeof TaxRateInputSchema>;
export type TaxRateFormValues = {
  kind: TaxRateKind;
  key: string;
  rate: number | null;
  method: DifalMethod | null;
  validFrom: string | null;
  validTo: string | null;
  source: string;
  note: string | null;
  verified: boolean;
  reason: string;
  version: number | undefined;
};

const resolver = zodFormResolver<TaxRateFormValues, TaxRateOutput>(TaxRateInputSchema);
const FIELDS: readonly FieldPath<TaxRateFormValues>[] = [
  'key',
  'rate',
  'method',
  'validFrom',
  'validTo',
  'source',
  'note',
  'reason',
];

function toFormValues(kind: TaxRateKind, row: TaxRate | null): TaxRateFormValues {
  return {
    kind: row?.kind ?? kind,
    key: row?.key ?? '',
    rate: row?.rate ?? null,
    method: row?.method ?? (kind === 'DIFAL_METHOD' ? 'SINGLE_BASE' : null),
    validFrom: row?.validFrom ?? null,
    validTo: row?.validTo ?? null,
    source: row?.source ?? '',
    note: row?.note ?? null,
    verified: row?.verified ?? false,
    reason: '',
    version: row?.version,
  };
}

/** A validity date of the row (the date picker), its error said under it. */
function ValidityDateField({
  control,
  name,
  label,
  clearButtonLabel,
  error,
}: {
  control: Control<TaxRateFormValues, unknown, TaxRateOutput>;
  name: 'validFrom' | 'validTo';
  label: string;
  clearButtonLabel: string;
  error: string | undefined;
}) {
  return (
    <Stack gap={4}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <DatePickerField
            label={label}
            value={field.value}
            onChange={field.onChange}
            clearButtonLabel={clearButtonLabel}
          />
        )}
      />
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

type TaxRateFormProps = {
  kind: TaxRateKind;
  /** The row being edited; null for 'Nova linha'. */
  row: TaxRate | null;
  onSaved: () => void;
  onCancel: () => void;
};

/**
 * A row of a table, new or edited, checked by the contracts' TaxRateInputSchema (the API's own):
 * the key's form per table, the figure (a pt-BR DecimalInput; empty = "A preencher"), the dates,
 * the source and the reason every change needs. The server's 400 and 409 land on their fields.
 */
export function TaxRateForm({ kind, row, onSaved, onCancel }: TaxRateFormProps) {
  const save = useSaveTaxRate();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TaxRateFormValues, unknown, TaxRateOutput>({
    resolver,
    defaultValues: toFormValues(kind, row),
  });
  const isDifal = kind === 'DIFAL_METHOD';

  useEffect(() => setFocus(row ? (isDifal ? 'reason' : 'rate') : 'key'), [setFocus, row, isDifal]);

  async function submit(data: TaxRateOutput) {
    setServerMessage(null);
    try {
      await save.mutateAsync({ id: row?.id ?? null, data });
      showSuccessNotification(TAX_TABLE_MESSAGES.saved);
      onSaved();
    } catch (error) {
      showErrorNotification(TAX_TABLE_MESSAGES.saveFailed, error);
      if (!(error instanceof ApiRequestError)) return;
      setServerMessage(error.message);
      for (const issue of error.details) {
        const field = FIELDS.find((name) => name === issue.path);
        if (field) setError(field, { message: issue.message });
      }
    }
  }

  return (
    <form
      aria-label={row ? `Editar linha ${row.key}` : `Nova linha — ${TAX_RATE_KIND_LABELS[kind]}`}
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <Stack gap="sm">
        {serverMessage !== null && (
          <Alert color="red.9" variant="outline" role="alert" title="Não foi possível salvar.">
            {serverMessage}
          </Alert>
        )}
        <Text size="sm">Tabela: {TAX_RATE_KIND_LABELS[kind]}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Chave" required {...register('key')} error={errors.key?.message} />
          {isDifal ? (
            <Controller
              control={control}
              name="method"
              render={({ field }) => (
                <NativeSelect
                  label="Método do DIFAL"
                  data={DIFAL_METHODS.map((value) => ({
                    value,
                    label: DIFAL_METHOD_LABELS[value],
                  }))}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  error={errors.method?.message}
                />
              )}
            />
          ) : (
            <Controller
              control={control}
              name="rate"
              render={({ field }) => (
                <DecimalInput
                  ref={field.ref}
                  label="Alíquota (%)"
                  description="Em branco: a preencher"
                  nullable
                  allowNegative={false}
                  maxFractionDigits={4}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.rate?.message}
                />
              )}
            />
          )}
          <ValidityDateField
            control={control}
            name="validFrom"
            label="Início da vigência"
            clearButtonLabel="Limpar início da vigência"
            error={errors.validFrom?.message}
          />
          <ValidityDateField
            control={control}
            name="validTo"
            label="Fim da vigência (em branco: sem fim)"
            clearButtonLabel="Limpar fim da vigência"
            error={errors.validTo?.message}
          />
        </SimpleGrid>
        <TextInput
          label="Fonte (lei, decreto, convênio)"
          required
          {...register('source')}
          error={errors.source?.message}
        />
        <TextInput
          label="Observação"
          {...register('note', { setValueAs: (value: string) => (value === '' ? null : value) })}
          error={errors.note?.message}
        />
        <Checkbox label="Verificada (conferida na fonte oficial)" {...register('verified')} />
        <Textarea
          label="Motivo da alteração"
          required
          rows={2}
          {...register('reason')}
          error={errors.reason?.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
