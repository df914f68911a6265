import { Select } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DecimalInput } from './decimal-input.tsx';

/** `TOutput`: what the form's resolver gives on submit (its schema's output). */
type FieldProps<T extends FieldValues, TOutput extends FieldValues = T> = {
  control: Control<T, unknown, TOutput>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
};

/** A pt-BR number of a react-hook-form form (DecimalInput; NaN when emptied: the schema says). */
export function NumberFormField<T extends FieldValues, TOutput extends FieldValues = T>({
  control,
  name,
  label,
  required = false,
  decimals = 2,
  allowNegative = false,
}: FieldProps<T, TOutput> & { decimals?: number; allowNegative?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DecimalInput
          label={label}
          withAsterisk={required}
          aria-required={required || undefined}
          maxFractionDigits={decimals}
          allowNegative={allowNegative}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onValueChange={(value) => field.onChange(value ?? Number.NaN)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** 'Com' / 'Sem' of a required yes-or-no field (null until chosen). */
export function PresenceFormField<T extends FieldValues, TOutput extends FieldValues = T>({
  control,
  name,
  label,
}: FieldProps<T, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          withAsterisk
          aria-required
          placeholder="Selecione"
          data={[
            { value: 'true', label: 'Com' },
            { value: 'false', label: 'Sem' },
          ]}
          name={field.name}
          ref={field.ref}
          value={typeof field.value === 'boolean' ? String(field.value) : null}
          onChange={(value) => field.onChange(value === null ? null : value === 'true')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** An optional choice whose empty value reads 'Selecione' or 'Todos' (spec §5). */
export function OptionalSelectField<T extends FieldValues, TOutput extends FieldValues = T>({
  control,
  name,
  label,
  data,
  emptyLabel = 'Selecione',
}: FieldProps<T, TOutput> & { data: { value: string; label: string }[]; emptyLabel?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          data={[{ value: '', label: emptyLabel }, ...data]}
          allowDeselect={false}
          name={field.name}
          ref={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
