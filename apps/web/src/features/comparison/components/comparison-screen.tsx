import { Alert, Grid, Loader, NativeSelect, Stack, Stepper } from '@mantine/core';
import { CatalogueNotice } from '../../../components/ui/catalogue-notice.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { useActiveCatalogue, useRefrigerants } from '../../equipments/index.ts';
import { useModelComparison, useModelSearch } from '../api/comparison-queries.ts';
import { useComparisonUrl } from '../hooks/use-comparison-url.ts';
import { COMPARISON_MESSAGES, isProductType, PRODUCT_TYPES } from '../utils/comparison-search.ts';
import classes from './comparison-print.module.css';
import { ComparisonTable } from './comparison-table.tsx';
import { ModelResults } from './model-results.tsx';
import { SearchForm } from './search-form.tsx';

/**
 * 'Comparação de Produtos' (/comparison, menu Produtos; spec part 2 §2.3, §4): choose a product
 * type, search, tick up to 3 models, compare them side by side. The state lives in the URL.
 */
export function ComparisonScreen() {
  const { state, chooseType, submitSearch, toggle, compare, back } = useComparisonUrl();
  const { type, search, ticked, step } = state;
  const refrigerants = useRefrigerants();
  const catalogue = useActiveCatalogue();
  const results = useModelSearch(search);
  const comparison = useModelComparison(step === 'comparison' ? search : null, ticked);

  useErrorToast(refrigerants, COMPARISON_MESSAGES.refrigerantsError);
  useErrorToast(
    results,
    type === 'condensingUnit'
      ? COMPARISON_MESSAGES.condensingUnitsError
      : COMPARISON_MESSAGES.evaporatorsError,
  );
  useErrorToast(comparison, COMPARISON_MESSAGES.comparisonError);

  return (
    <Stack gap="md" className={classes.screen}>
      <PageTitle>Comparação de Produtos</PageTitle>
      <CatalogueNotice
        text={catalogue.data?.notice}
        isDemonstration={catalogue.data?.isDemonstration ?? false}
      />
      <NativeSelect
        label="Tipo de produto"
        maw={360}
        data-print="hide"
        value={type ?? ''}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isProductType(value)) chooseType(value);
        }}
        data={[{ value: '', label: 'Selecione', disabled: true }, ...PRODUCT_TYPES]}
      />
      {type !== null && (
        <>
          <Stepper
            active={step === 'comparison' ? 1 : 0}
            size="sm"
            allowNextStepsSelect={false}
            data-print="hide"
          >
            <Stepper.Step label="Modelo" />
            <Stepper.Step label="Comparativo" />
          </Stepper>
          {step === 'model' ? (
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 4 }}>
                <SearchForm
                  key={type}
                  type={type}
                  saved={search}
                  refrigerants={(refrigerants.data ?? []).map((fluid) => fluid.code)}
                  isSearching={results.isFetching}
                  onSearch={submitSearch}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }}>
                {results.isFetching && <Loader aria-label="Pesquisando modelos" />}
                {results.data && !results.isFetching && (
                  <ModelResults
                    type={type}
                    results={results.data}
                    ticked={ticked}
                    onToggle={toggle}
                    onCompare={compare}
                  />
                )}
              </Grid.Col>
            </Grid>
          ) : comparison.data ? (
            <ComparisonTable type={type} items={comparison.data} onBack={back} />
          ) : comparison.isError ? (
            <Alert color="red" role="alert">
              {COMPARISON_MESSAGES.comparisonError}
            </Alert>
          ) : (
            <Loader aria-label="Comparando modelos" />
          )}
        </>
      )}
    </Stack>
  );
}
