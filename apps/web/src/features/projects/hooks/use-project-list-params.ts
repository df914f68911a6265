import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_PAGE,
  readProjectListParams,
  writeProjectListParams,
  type ProjectListFilters,
  type ProjectListParams,
} from '../utils/project-list-params.ts';

/**
 * The project list's filters, page and size, kept in the address' query string so a reload,
 * a shared link or the back button bring the same list back.
 */
export function useProjectListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readProjectListParams(searchParams), [searchParams]);

  const navigateTo = useCallback(
    (next: ProjectListParams, options?: { replace?: boolean }) =>
      setSearchParams(writeProjectListParams(next), options),
    [setSearchParams],
  );

  /**
   * "Filtrar": the new filters from page 1, in the page size the user chose (issue 11 asks that
   * the choice survive filtering; spec part 1 §9 had it go back to 10).
   */
  const applyFilters = useCallback(
    (filters: ProjectListFilters) =>
      navigateTo({ ...filters, page: DEFAULT_PAGE, size: params.size }),
    [navigateTo, params.size],
  );

  /** "Limpar Filtros": no filters and an empty query string. */
  const clearFilters = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  const goToPage = useCallback(
    (page: number) => navigateTo({ ...params, page }),
    [navigateTo, params],
  );

  /** A page past the last one (a stale link, `?page=99`): show the last page in its place. */
  const replacePage = useCallback(
    (page: number) => navigateTo({ ...params, page }, { replace: true }),
    [navigateTo, params],
  );

  const changePageSize = useCallback(
    (size: number) => navigateTo({ ...params, page: DEFAULT_PAGE, size }),
    [navigateTo, params],
  );

  return { params, applyFilters, clearFilters, goToPage, replacePage, changePageSize };
}
