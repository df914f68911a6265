import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import type { RoomFormValues } from '../utils/room-model.ts';

type NumberFieldProps = {
  control: Control<RoomFormValues>;
  name: FieldPath<RoomFormValues>;
  label: string;
  /** Shows the asterisk of required fields (spec §2). */
  required?: boolean;
  /** Nullable fields hold null when emptied; the others NaN (the contract asks for them). */
  nullable?: boolean;
  /** Called with each parsed number the user types (suggestions that follow a field). */
  onValueChange?: (value: number) => void;
  /** Called on blur with the number held (clamps). */
  onCommit?: (value: number) => void;
} & Pick<
  NumberInputProps,
  'decimalScale' | 'min' | 'max' | 'allowNegative' | 'description' | 'mt' | 'readOnly'
>;

/** pt-BR only: a typed "." is the thousands separator, never a decimal point ("12.500" is 12500). */
const DECIMAL_SEPARATORS = [','];

/** What an intermediate text ("12,", "-") means as a number. */
function parseDraft(text: string, nullable: boolean): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '-') return nullable ? null : Number.NaN;
  const parsed = Number.parseFloat(trimmed);
  return Number.isFinite(parsed) ? parsed : Number.NaN;
}

type DraftNumberInputProps = Omit<NumberInputProps, 'value' | 'onChange' | 'onBlur'> & {
  value: unknown;
  nullable: boolean;
  onNumberChange: (value: number | null) => void;
  onNumberBlur: () => void;
};

/** NumberInput that keeps an intermediate text ("12,") while the form already holds its number. */
function DraftNumberInput({
  value,
  nullable,
  onNumberChange,
  onNumberBlur,
  ...props
}: DraftNumberInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const held = typeof value === 'number' && Number.isFinite(value) ? value : '';
  return (
    <NumberInput
      {...props}
      value={draft ?? held}
      onChange={(next) => {
        if (typeof next === 'number') {
          setDraft(null);
          onNumberChange(next);
          return;
        }
        setDraft(next);
        onNumberChange(parseDraft(next, nullable));
      }}
      onBlur={() => {
        setDraft(null);
        onNumberBlur();
      }}
    />
  );
}

/**
 * A pt-BR number field of the room forms: decimal comma, dot thousands (Mantine NumberInput),
 * validated on submit by the section.
 */
export function NumberField({
  control,
  name,
  label,
  required = false,
  nullable = false,
  onValueChange,
  onCommit,
  decimalScale = 2,
  ...props
}: NumberFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DraftNumberInput
          {...props}
          label={label}
          withAsterisk={required}
          aria-required={required || undefined}
          decimalSeparator=","
          thousandSeparator="."
          allowedDecimalSeparators={DECIMAL_SEPARATORS}
          decimalScale={decimalScale}
          hideControls
          name={field.name}
          ref={field.ref}
          value={field.value}
          nullable={nullable}
          error={fieldState.error?.message}
          onNumberChange={(value) => {
            field.onChange(value);
            if (value !== null && Number.isFinite(value)) onValueChange?.(value);
          }}
          onNumberBlur={() => {
            field.onBlur();
            if (typeof field.value === 'number' && Number.isFinite(field.value))
              onCommit?.(field.value);
          }}
        />
      )}
    />
  );
}
