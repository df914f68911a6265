import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { showErrorNotification } from '../../../../lib/notifications.ts';
import { useEvaporatorOptions } from '../api/get-evaporator-options.ts';
import {
  ANY,
  SearchFilterSchema,
  buildDefaultFilter,
  buildFilterOptions,
  computeDesignDt,
  type SearchFilter,
  type SearchFilterValues,
} from '../utils/search-filter.ts';
import { EVAPORATOR_WIZARD_MESSAGES } from '../utils/wizard-messages.ts';
import type { EvaporatorWizardRoom, EvaporatorWizardSystem } from '../utils/wizard-types.ts';
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
  finsPerInch: [],
  powerSupply: [],
  defrost: [],
  fanDiameter: [],
  numberOfFans: [],
};

/**
 * The filter form and its options: the optionals lookup runs when the modal opens and again
 * whenever the line changes (spec §7); a value the new line does not offer goes back to 'Todos'.
 * The DT starts at the room's design DT (room − evaporation temperature) and takes any value the
 * search does, whatever the lines' DT choices (docs/decisions/059).
 */
export function useSearchFilter(
  room: EvaporatorWizardRoom,
  system: EvaporatorWizardSystem,
  initialCount: number,
) {
  const form = useForm<SearchFilterValues, unknown, SearchFilter>({
    mode: 'onSubmit',
    defaultValues: buildDefaultFilter(initialCount, computeDesignDt(room, system)),
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
    alignWithOptions(form, options);
  }, [data, form, options]);

  return { form, options, hasOptions: data !== undefined, isLoadingOptions: query.isFetching };
}

function alignWithOptions(
  form: ReturnType<typeof useForm<SearchFilterValues, unknown, SearchFilter>>,
  options: ReturnType<typeof buildFilterOptions>,
) {
  for (const name of OPTIONAL_FIELDS) {
    const value = form.getValues(name);
    if (!options[name].some((option) => option.value === value)) form.setValue(name, ANY);
  }
}
