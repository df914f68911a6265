import type { Material } from '@camara-fria/contracts';
import { formatFieldLabel, ROOM_FIELDS } from '@camara-fria/domain';
import { Button, Stack } from '@mantine/core';
import { Controller, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import type { RoomFormValues } from '../utils/room-model.ts';
import { CONDUCTIVITY_DECIMALS, formatConductivity } from './material-select.tsx';

type ConductivityFieldProps = {
  control: Control<RoomFormValues>;
  /** The layer's `conductivity` (null: the material's own k). */
  name: FieldPath<RoomFormValues>;
  /** The layer's `material.id`. */
  materialName: FieldPath<RoomFormValues>;
  materials: readonly Material[];
};

const SPEC = ROOM_FIELDS.surface.conductivity;

/**
 * A layer's k, W/(m·K) (ADR 024): shows the material's k until the user types another value,
 * which becomes a custom k ("personalizado") with a button back to the material's. The form
 * holds null while the material's k applies, so saved rooms follow the material table.
 */
export function ConductivityField({
  control,
  name,
  materialName,
  materials,
}: ConductivityFieldProps) {
  const materialId = useWatch({ control, name: materialName });
  const material = materials.find((candidate) => candidate.id === materialId);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const isCustom = typeof field.value === 'number';
        const shown = isCustom ? field.value : (material?.conductivity ?? null);
        const description = material
          ? isCustom
            ? `Personalizado (${material.name}: ${formatConductivity(material.conductivity)})`
            : `Do material ${material.name}`
          : isCustom
            ? 'Personalizado'
            : 'Escolha o material';
        return (
          <Stack gap={4}>
            <DecimalInput
              label={formatFieldLabel({ label: 'a condutividade k', unit: SPEC.unit })}
              description={description}
              allowNegative={false}
              maxFractionDigits={CONDUCTIVITY_DECIMALS}
              name={field.name}
              ref={field.ref}
              value={shown}
              error={fieldState.error?.message}
              onValueChange={(value) => field.onChange(value)}
              onBlur={() => {
                // Emptied, or typed back to the material's own k: the material's k applies.
                const value = field.value;
                const isMaterials =
                  typeof value !== 'number' ||
                  Number.isNaN(value) ||
                  value === material?.conductivity;
                if (isMaterials && value !== null) field.onChange(null);
                field.onBlur();
              }}
            />
            {isCustom && material && (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => field.onChange(null)}
                aria-label={`Usar o k do material ${material.name} (${formatConductivity(material.conductivity)})`}
              >
                Usar k do material
              </Button>
            )}
          </Stack>
        );
      }}
    />
  );
}
