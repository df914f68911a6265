import { ALL_PRODUCT_LINES, type CondensingUnitOptionsDto } from '@camara-fria/contracts';
import { Alert, Button, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { UnitFilterValues } from '../utils/unit-filter.ts';
import { AMBIENT_CHOICES, UNIT_MESSAGES } from '../utils/unit-messages.ts';
import { NumberFormField, OptionalSelectField } from '../../../../components/ui/form-fields.tsx';

type Pair<T> = { labels: string[]; values: T[] };

const toData = <T,>(pair: Pair<T> | undefined) =>
  (pair?.values ?? []).map((value, index) => ({
    value: String(value),
    label: pair?.labels[index] ?? String(value),
  }));

/** The power supplies, by their index in the options' list (the value the search reads). */
const toSupplyData = (options: CondensingUnitOptionsDto | undefined) =>
  (options?.powerSupply.labels ?? []).map((label, index) => ({ value: String(index), label }));

/** Spec §9: number of compressors 1 to 3. */
const COMPRESSOR_COUNTS = ['1', '2', '3'].map((value) => ({ value, label: value }));

/** Spec §5 note; with several rooms on the unit it stands out as a warning. */
export function CapacityControlNote({ roomCount }: { roomCount: number }) {
  if (roomCount > 1) {
    return (
      <Alert color="orange" variant="light" title="Atenção" role="note">
        {UNIT_MESSAGES.capacityControlNote}
      </Alert>
    );
  }
  return (
    <Text size="sm" c="dimmed" role="note">
      {UNIT_MESSAGES.capacityControlNote}
    </Text>
  );
}

/**
 * 'Pesquisa de Unidades Condensadoras' (spec §3 "Condensing search filter", §5): the required
 * numbers marked '*', optional selects on 'Selecione' or 'Todos'.
 */
export function UnitFilterForm({
  form,
  options,
  roomCount,
  isSearching,
  onSearch,
}: {
  form: UseFormReturn<UnitFilterValues>;
  options: CondensingUnitOptionsDto | undefined;
  roomCount: number;
  isSearching: boolean;
  onSearch: (values: UnitFilterValues) => void;
}) {
  const { control, handleSubmit } = form;
  const lines = options?.productLine.values ?? [];
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSearch)(event)}
      aria-labelledby="unit-filter-title"
    >
      <Stack gap="xs">
        <Title order={3} size="h5" id="unit-filter-title">
          Pesquisa de Unidades Condensadoras
        </Title>
        <CapacityControlNote roomCount={roomCount} />
        <Controller
          control={control}
          name="productLine"
          render={({ field }) => (
            <Select
              label="Linha de produto"
              data={[ALL_PRODUCT_LINES, ...lines.filter((line) => line !== ALL_PRODUCT_LINES)]}
              allowDeselect={false}
              name={field.name}
              value={field.value}
              onChange={(value) => field.onChange(value ?? ALL_PRODUCT_LINES)}
            />
          )}
        />
        <SimpleGrid cols={2} spacing="xs">
          <NumberFormField
            control={control}
            name="count"
            label="Quantidade"
            required
            decimals={0}
          />
          <NumberFormField control={control} name="loadLoss" label="Perda de carga (K)" required />
          <Controller
            control={control}
            name="ambientTemperature"
            render={({ field, fieldState }) => (
              <Select
                label="Temperatura ambiente (°C)"
                withAsterisk
                aria-required
                data={AMBIENT_CHOICES.map(String)}
                allowDeselect={false}
                name={field.name}
                value={Number.isFinite(field.value) ? String(field.value) : null}
                onChange={(value) => field.onChange(value === null ? Number.NaN : Number(value))}
                error={fieldState.error?.message}
              />
            )}
          />
          <NumberFormField
            control={control}
            name="evaporationTemperature"
            label="Temperatura de evaporação (°C)"
            required
            allowNegative
          />
        </SimpleGrid>
        <NumberFormField
          control={control}
          name="unitCapacity"
          label="Capacidade (kcal/h)"
          required
          decimals={0}
        />
        <SimpleGrid cols={2} spacing="xs">
          <OptionalSelectField
            control={control}
            name="powerSupply"
            label="Alimentação"
            data={toSupplyData(options)}
          />
          <OptionalSelectField
            control={control}
            name="capacityControl"
            label="Controle de capacidade"
            emptyLabel="Todos"
            data={toData(options?.capacityControl)}
          />
          <OptionalSelectField
            control={control}
            name="compressorType"
            label="Tipo de compressor"
            emptyLabel="Todos"
            data={toData(options?.compressorType)}
          />
          <OptionalSelectField
            control={control}
            name="compressorBrand"
            label="Marca do compressor"
            emptyLabel="Todos"
            data={toData(options?.compressorBrand)}
          />
          <OptionalSelectField
            control={control}
            name="numberOfCompressors"
            label="Número de compressores"
            emptyLabel="Todos"
            data={COMPRESSOR_COUNTS}
          />
          <OptionalSelectField
            control={control}
            name="hotGasDefrost"
            label="Degelo por gás quente"
            emptyLabel="Todos"
            data={toData(options?.hotGasDefrost)}
          />
          <OptionalSelectField
            control={control}
            name="condensationControl"
            label="Controle de condensação"
            emptyLabel="Todos"
            data={toData(options?.condensationControl)}
          />
        </SimpleGrid>
        <Button type="submit" loading={isSearching}>
          Pesquisar
        </Button>
      </Stack>
    </form>
  );
}
