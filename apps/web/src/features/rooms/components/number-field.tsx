import { formatFieldLabel, type NumberFieldSpec } from '@camara-fria/domain';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import { DecimalInput, type DecimalInputProps } from '../../../components/ui/decimal-input.tsx';
import type { RoomFormValues } from '../utils/room-model.ts';

type NumberFieldProps = {
  control: Control<RoomFormValues>;
  name: FieldPath<RoomFormValues>;
  /**
   * The field's description (domain ROOM_FIELDS): it gives the label with its unit, whether it
   * may be negative, null or fractional. Explicit props override it.
   */
  spec?: NumberFieldSpec;
  /** Required without a spec. */
  label?: string;
  /** Shows the asterisk of required fields (spec §2). */
  required?: boolean;
  /** Nullable fields hold null when emptied; the others NaN (the contract asks for them). */
  nullable?: boolean;
  /** Most decimals accepted and shown (spec §9: two); 0 for counts, which refuse decimals. */
  decimalScale?: number;
  /** Called with each parsed number the user types (suggestions that follow a field). */
  onValueChange?: (value: number) => void;
  /** Called on blur with the number held (clamps). */
  onCommit?: (value: number) => void;
} & Pick<DecimalInputProps, 'allowNegative' | 'description' | 'disabled' | 'mt' | 'readOnly'>;

/**
 * A pt-BR number field of the room forms (DecimalInput: `2,5`, `2.5` and `1.234,5` read as
 * typed, anything ambiguous refused at the field), validated on submit by the section. Its
 * label, sign, decimals and nullability come from the domain's field table when given a `spec`.
 */
export function NumberField({
  control,
  name,
  spec,
  label = spec ? formatFieldLabel(spec) : '',
  required = false,
  nullable = spec?.isNullable === true,
  onValueChange,
  onCommit,
  decimalScale = spec?.isInteger ? 0 : 2,
  allowNegative = spec ? spec.min < 0 : undefined,
  ...props
}: NumberFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DecimalInput
          {...props}
          label={label}
          {...(allowNegative === undefined ? {} : { allowNegative })}
          withAsterisk={required}
          aria-required={required || undefined}
          maxFractionDigits={decimalScale}
          name={field.name}
          ref={field.ref}
          value={field.value}
          nullable={nullable}
          error={fieldState.error?.message}
          onValueChange={(value) => {
            field.onChange(value);
            if (value !== null && Number.isFinite(value)) onValueChange?.(value);
          }}
          onBlur={() => {
            field.onBlur();
            if (typeof field.value === 'number' && Number.isFinite(field.value))
              onCommit?.(field.value);
          }}
        />
      )}
    />
  );
}
