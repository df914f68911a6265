import { Button, NativeSelect, Stack, Title } from '@mantine/core';
import { GRID_FREQUENCY_HZ } from '@camara-fria/domain';
import { Controller, useForm } from 'react-hook-form';
import { NumberFormField } from '../../../components/ui/form-fields.tsx';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import {
  CondensingUnitComparisonSearchSchema,
  EvaporatorComparisonSearchSchema,
  SEARCH_FIELDS,
  SEARCH_SCHEMAS,
  SUPPLY_FREQUENCY_CHOICES,
  type ComparisonSearch,
  type ProductType,
} from '../utils/comparison-search.ts';

/** Every field either search may hold; NaN or '' while empty (the schema says what is missing). */
type SearchFormValues = {
  evaporationTemperature: number;
  evaporatorDt: number;
  ambientTemperature: number;
  loadLoss: number;
  unitCapacity: number;
  refrigerantFluid: string;
  /** Condensing units only: the supply frequency, Hz. */
  frequencyHz: number;
};

const EMPTY: SearchFormValues = {
  evaporationTemperature: Number.NaN,
  evaporatorDt: Number.NaN,
  ambientTemperature: Number.NaN,
  loadLoss: Number.NaN,
  unitCapacity: Number.NaN,
  refrigerantFluid: '',
  frequencyHz: GRID_FREQUENCY_HZ,
};

const TITLES: Record<ProductType, string> = {
  evaporator: 'Pesquisa de Evaporadores',
  condensingUnit: 'Pesquisa de Unidades Condensadoras',
};

/** What the resolver gives on submit: the checked values of either type's schema. */
type CheckedValues = ComparisonSearch['values'];

/** The checked values of the chosen type only (the other type's empty fields dropped). */
function toSearch(type: ProductType, values: CheckedValues): ComparisonSearch {
  return type === 'evaporator'
    ? { type, values: EvaporatorComparisonSearchSchema.parse(values) }
    : { type, values: CondensingUnitComparisonSearchSchema.parse(values) };
}

type SearchFormProps = {
  type: ProductType;
  /** The saved search (the form starts from it). */
  saved: ComparisonSearch | null;
  refrigerants: readonly string[];
  isSearching: boolean;
  onSearch: (search: ComparisonSearch) => void;
};

/**
 * The comparison search (spec §3 "Comparison-screen searches", §5): every field required, checked
 * on submit with Portuguese messages; numbers in pt-BR (DecimalInput).
 */
export function SearchForm({ type, saved, refrigerants, isSearching, onSearch }: SearchFormProps) {
  const { control, handleSubmit } = useForm<SearchFormValues, unknown, CheckedValues>({
    resolver: zodFormResolver<SearchFormValues, CheckedValues>(SEARCH_SCHEMAS[type]),
    defaultValues: { ...EMPTY, ...saved?.values },
    mode: 'onSubmit',
  });
  const titleId = `comparison-search-${type}`;
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void handleSubmit((values) => onSearch(toSearch(type, values)))(event)}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {TITLES[type]}
        </Title>
        {SEARCH_FIELDS[type].map((field) => (
          <NumberFormField
            key={field.name}
            control={control}
            name={field.name}
            label={field.label}
            required
            allowNegative={field.negative}
          />
        ))}
        <Controller
          control={control}
          name="refrigerantFluid"
          render={({ field, fieldState }) => (
            <NativeSelect
              label="Fluido refrigerante"
              withAsterisk
              aria-required
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              data={[
                { value: '', label: 'Selecione', disabled: true },
                ...refrigerants.map((code) => ({ value: code, label: code })),
              ]}
            />
          )}
        />
        {type === 'condensingUnit' && (
          <Controller
            control={control}
            name="frequencyHz"
            render={({ field }) => (
              <NativeSelect
                label="Alimentação"
                description="Frequência em que as unidades são avaliadas"
                name={field.name}
                ref={field.ref}
                value={String(field.value)}
                onChange={(event) => field.onChange(Number(event.currentTarget.value))}
                onBlur={field.onBlur}
                data={[...SUPPLY_FREQUENCY_CHOICES]}
              />
            )}
          />
        )}
        <Button type="submit" loading={isSearching}>
          Pesquisar
        </Button>
      </Stack>
    </form>
  );
}
