import type { Material } from '@camara-fria/contracts';
import { NativeSelect } from '@mantine/core';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import { formatDecimalText } from '../../../lib/decimal-text.ts';
import type { RoomFormValues } from '../utils/room-model.ts';

/** k as the forms show it: pt-BR, up to four decimals ("0,022"). */
export function formatConductivity(value: number): string {
  return `${formatDecimalText(value, CONDUCTIVITY_DECIMALS)} W/(m·K)`;
}

/** Decimals a conductivity is typed and shown with (0,0225 W/(m·K)). */
export const CONDUCTIVITY_DECIMALS = 4;

type MaterialSelectProps = {
  control: Control<RoomFormValues>;
  name: FieldPath<RoomFormValues>;
  materials: readonly Material[];
  label?: string;
  /** Called with the material chosen (the custom k of the layer goes back to the material's). */
  onMaterialChange?: (id: number) => void;
};

/** A layer's material: each option names the material and its k (GET /v1/materials). */
export function MaterialSelect({
  control,
  name,
  materials,
  label = 'Material',
  onMaterialChange,
}: MaterialSelectProps) {
  const options = [
    { value: '', label: 'Escolha o material', disabled: true },
    ...materials.map((material) => ({
      value: String(material.id),
      label: `${material.name} (k ${formatConductivity(material.conductivity)})`,
    })),
  ];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NativeSelect
          label={label}
          withAsterisk
          aria-required
          data={options}
          value={
            typeof field.value === 'number' && Number.isFinite(field.value)
              ? String(field.value)
              : ''
          }
          ref={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => {
            const id = Number(event.currentTarget.value);
            field.onChange(id);
            onMaterialChange?.(id);
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
