import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  readUrlState,
  toggleTicked,
  writeUrlState,
  type ComparisonSearch,
  type ComparisonUrlState,
  type ProductType,
} from '../utils/comparison-search.ts';

/**
 * The screen's state machine (spec §4) kept in the address bar (issue 13 item 4): no type → type
 * chosen → saved search (results) → ticks → comparison step → back. Every transition writes the
 * query string, so a comparison is a link and survives a reload.
 */
export function useComparisonUrl() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readUrlState(params), [params]);

  const write = useCallback(
    (next: ComparisonUrlState, replace = false) =>
      setParams(writeUrlState(next), { replace, flushSync: replace }),
    [setParams],
  );

  /** A new type clears results, ticks and the saved search, and resets the stepper. */
  const chooseType = useCallback(
    (type: ProductType) => write({ type, search: null, ticked: [], step: 'model' }),
    [write],
  );
  /** A new search empties the ticks. */
  const submitSearch = useCallback(
    (search: ComparisonSearch) => write({ type: search.type, search, ticked: [], step: 'model' }),
    [write],
  );
  const toggle = useCallback(
    (id: number) => write({ ...state, ticked: toggleTicked(state.ticked, id) }, true),
    [state, write],
  );
  const compare = useCallback(() => write({ ...state, step: 'comparison' }), [state, write]);
  /** 'Voltar': back to the results with the ticks kept. */
  const back = useCallback(() => write({ ...state, step: 'model' }), [state, write]);

  return { state, chooseType, submitSearch, toggle, compare, back };
}
