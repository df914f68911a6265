import { Alert, Button, Checkbox, Select, Stack, Title } from '@mantine/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { DecimalInput } from '../../../../components/ui/decimal-input.tsx';
import type { SearchFilter, SearchFilterValues, SelectOption } from '../utils/search-filter.ts';
import type { buildFilterOptions } from '../utils/search-filter.ts';

type FilterOptions = ReturnType<typeof buildFilterOptions>;

export const OUTSIDE_APPLICATION_LABEL = 'Mostrar também linhas fora da aplicação desta câmara';
export const OUTSIDE_APPLICATION_WARNING =
  'Atenção: serão listadas também linhas fora da faixa de temperatura para a qual foram feitas. Aletas estreitas numa câmara de congelados se fecham de gelo; linhas de congelados numa câmara de resfriados ficam superdimensionadas e ressecam o produto. Cada uma aparece marcada, e o sistema salvo com ela leva um aviso.';

type OptionalSelectName =
  'finsPerInch' | 'powerSupply' | 'defrost' | 'fanDiameter' | 'numberOfFans';

const OPTIONAL_SELECTS: { name: OptionalSelectName; label: string }[] = [
  { name: 'finsPerInch', label: 'Aletas por polegada' },
  { name: 'powerSupply', label: 'Alimentação' },
  { name: 'defrost', label: 'Degelo' },
  { name: 'fanDiameter', label: 'Diâmetro do ventilador (mm)' },
  { name: 'numberOfFans', label: 'Número de ventiladores' },
];

type SearchFilterFormProps = {
  control: Control<SearchFilterValues, unknown, SearchFilter>;
  /** The room's design DT, K (the DT's default). */
  designDt: number;
  errors: FieldErrors<SearchFilterValues>;
  options: FilterOptions;
  isSearching: boolean;
  onSubmit: () => void;
};

const dtFormatter = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const formatDt = (value: number) => dtFormatter.format(value);

function keepKnown(value: string | null, options: SelectOption[]): string | null {
  return value !== null && options.some((option) => option.value === value) ? value : null;
}

/**
 * 'Pesquisa de Evaporadores' (spec §2.2, §3, §5): the line ('Todos'), the count and DT
 * (required; the DT starts at the room's design DT and takes 0,5–30 K, docs/decisions/059), and
 * the optional filters the line offers; 'Pesquisar' runs the search. The lines outside the
 * room's application are searched only when ticked, with a warning (ADR 060).
 */
export function SearchFilterForm({
  control,
  designDt,
  errors,
  options,
  isSearching,
  onSubmit,
}: SearchFilterFormProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-labelledby="evaporator-search-title"
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id="evaporator-search-title">
          Pesquisa de Evaporadores
        </Title>
        <Controller
          control={control}
          name="productLine"
          render={({ field }) => (
            <Select
              label="Linha"
              data={options.productLine}
              ref={field.ref}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'Todos')}
              allowDeselect={false}
            />
          )}
        />
        <Controller
          control={control}
          name="count"
          render={({ field }) => (
            <DecimalInput
              label="Quantidade"
              withAsterisk
              ref={field.ref}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              maxFractionDigits={0}
              allowNegative={false}
              error={errors.count?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="evaporatorDt"
          render={({ field }) => (
            <DecimalInput
              label="DT do evaporador (K)"
              description={`DT de projeto da câmara: ${formatDt(designDt)} K`}
              withAsterisk
              ref={field.ref}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              maxFractionDigits={1}
              allowNegative={false}
              error={errors.evaporatorDt?.message}
            />
          )}
        />
        {OPTIONAL_SELECTS.map(({ name, label }) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <Select
                label={label}
                data={options[name]}
                ref={field.ref}
                value={keepKnown(field.value, options[name]) ?? 'Todos'}
                onChange={(value) => field.onChange(value ?? 'Todos')}
                allowDeselect={false}
              />
            )}
          />
        ))}
        <Controller
          control={control}
          name="includeOutsideApplication"
          render={({ field }) => (
            <Stack gap={6}>
              <Checkbox
                label={OUTSIDE_APPLICATION_LABEL}
                ref={field.ref}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
              {field.value && (
                <Alert variant="light" color="yellow" role="note">
                  {OUTSIDE_APPLICATION_WARNING}
                </Alert>
              )}
            </Stack>
          )}
        />
        <Button type="submit" loading={isSearching}>
          Pesquisar
        </Button>
      </Stack>
    </form>
  );
}
