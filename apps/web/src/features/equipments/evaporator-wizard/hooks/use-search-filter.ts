import type { EvaporatorOptionsDto } from '@camara-fria/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { showErrorNotification } from '../../../../lib/notifications.ts';
import { useEvaporatorOptions } from '../api/get-evaporator-options.ts';
import {
  ANY,
  SearchFilterSchema,
  buildDefaultFilter,
  buildFilterOptions,
  pickDefaultDt,
  type SearchFilter,
  type SearchFilterValues,
} from '../utils/search-filter.ts';
import { EVAPORATOR_WIZARD_MESSAGES } from '../utils/wizard-messages.ts';
import type { EvaporatorWizardRoom } from '../utils/wizard-types.ts';
import { zodFormResolver } from '../../../../lib/forms/zod-form-resolver.ts';

const filterResolver = zodFormResolver<SearchFilterValues, SearchFilter>(SearchFilterSchema);

const OPTIONAL_FIELDS = [
  'finsPerInch',
  'powerSupply',
  'defrost',
  'fanDiameter',
  'numberOfFans',
] as const;

const EMPTY_OPTIONS = {
  productLine: [{ value: ANY, label: 'Todos' }],
  evaporatorDt: [],
  finsPerInch: [],
  powerSupply: [],
  defrost: [],
  fanDiameter: [],
  numberOfFans: [],
};

/**
 * The filter form and its options: the optionals lookup runs when the modal opens and again
 * whenever the line changes (spec §7); a value the new line does not offer goes back to 'Todos'
 * (the DT to the line's default).
 */
export function useSearchFilter(room: EvaporatorWizardRoom, initialCount: number) {
  const form = useForm<SearchFilterValues, unknown, SearchFilter>({
    mode: 'onSubmit',
    defaultValues: buildDefaultFilter(initialCount),
    resolver: filterResolver,
  });
  const productLine = useWatch({ control: form.control, name: 'productLine' });
  const query = useEvaporatorOptions(productLine);
  const { data, error } = query;
  const lastNotifiedError = useRef<unknown>(null);

  useEffect(() => {
    if (!error || lastNotifiedError.current === error) return;
    lastNotifiedError.current = error;
    showErrorNotification(EVAPORATOR_WIZARD_MESSAGES.optionsFailed, error);
  }, [error]);

  const options = useMemo(
    () => (data ? buildFilterOptions(data, room) : EMPTY_OPTIONS),
    [data, room],
  );

  useEffect(() => {
    if (!data) return;
    alignWithOptions(form, data, options);
  }, [data, form, options]);

  return { form, options, hasOptions: data !== undefined, isLoadingOptions: query.isFetching };
}

function alignWithOptions(
  form: ReturnType<typeof useForm<SearchFilterValues, unknown, SearchFilter>>,
  data: EvaporatorOptionsDto,
  options: ReturnType<typeof buildFilterOptions>,
) {
  const dt = form.getValues('evaporatorDt');
  if (dt === null || !data.delta_temperature_difference.values.includes(dt)) {
    form.setValue('evaporatorDt', pickDefaultDt(data));
  }
  for (const name of OPTIONAL_FIELDS) {
    const value = form.getValues(name);
    if (!options[name].some((option) => option.value === value)) form.setValue(name, ANY);
  }
}
