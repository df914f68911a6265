import { Select, type SelectProps } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { ProjectFormBinding } from '../utils/project-form-values.ts';

type ClearableSelectFieldProps = {
  control: ProjectFormBinding['control'];
  name:
    | 'customer.segment'
    | 'customer.address.state'
    | 'customer.address.city'
    | 'customer.fiscal.icmsContribution'
    | 'customer.fiscal.goodsUse';
  label: string;
  /** The clear button's accessible name ("Limpar estado"). */
  clearLabel: string;
  /** After the form took the choice (null: cleared): the choice and the one it replaced. */
  onChange?: (value: string | null, previous: string | null) => void;
} & Pick<
  SelectProps,
  'placeholder' | 'data' | 'searchable' | 'nothingFoundMessage' | 'disabled' | 'description'
>;

/**
 * A choice of the project form that can be cleared (Mantine's Select), wired to react-hook-form
 * with the field's error.
 */
export function ClearableSelectField({
  control,
  name,
  clearLabel,
  onChange,
  ...select
}: ClearableSelectFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...select}
          value={field.value}
          onChange={(value) => {
            const previous = field.value;
            field.onChange(value);
            onChange?.(value, previous);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          clearable
          clearButtonProps={{ 'aria-label': clearLabel }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
