import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
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
    (next: ProjectListParams) => setSearchParams(writeProjectListParams(next)),
    [setSearchParams],
  );

  /** "Filtrar": the new filters from page 1, size 10 (spec part 1 §9). */
  const applyFilters = useCallback(
    (filters: ProjectListFilters) =>
      navigateTo({ ...filters, page: DEFAULT_PAGE, size: DEFAULT_PAGE_SIZE }),
    [navigateTo],
  );

  /** "Limpar Filtros": no filters and an empty query string. */
  const clearFilters = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  const goToPage = useCallback(
    (page: number) => navigateTo({ ...params, page }),
    [navigateTo, params],
  );

  const changePageSize = useCallback(
    (size: number) => navigateTo({ ...params, page: DEFAULT_PAGE, size }),
    [navigateTo, params],
  );

  return { params, applyFilters, clearFilters, goToPage, changePageSize };
}
