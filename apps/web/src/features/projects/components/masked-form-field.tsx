import { InputBase } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import type { ProjectMask } from '../utils/masks.ts';
import type { ProjectFormBinding } from '../utils/project-form-values.ts';

type MaskedFormFieldProps = {
  control: ProjectFormBinding['control'];
  name: 'customer.cnpj' | 'customer.cpf' | 'customer.phone' | 'customer.address.zipcode';
  mask: ProjectMask;
  label: string;
  placeholder: string;
  description?: ReactNode;
  inputMode?: 'numeric';
  type?: 'tel';
  autoComplete?: string;
  /** After the form took the masked text: the text and the one it replaced. */
  onAccept?: (value: string, previous: string) => void;
};

/**
 * A masked text field of the project form (react-imask's IMaskInput in Mantine's InputBase): it
 * keeps the masked text, and shows the field's error.
 */
export function MaskedFormField({ control, name, mask, onAccept, ...input }: MaskedFormFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <InputBase
          component={IMaskInput}
          {...mask}
          {...input}
          value={field.value}
          onAccept={(value: string) => {
            const previous = field.value;
            field.onChange(value);
            onAccept?.(value, previous);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
