import {
  ProjectSchema,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  z,
  type Project,
} from '@camara-fria/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestApiWithHeaders } from '../../../lib/api-client.ts';
import { parseLinkHeader, type PageLinks } from '../utils/link-header.ts';
import type { ProjectListParams } from '../utils/project-list-params.ts';

const ProjectListSchema = z.array(ProjectSchema);

/** One page of GET /v1/projects: the projects, the total matching the filters and the page links. */
export type ProjectPage = {
  projects: Project[];
  /** `x-total-count`; null when the server did not send it. */
  totalCount: number | null;
  /** True when more projects match than the server counts (it stops five pages ahead). */
  isTotalCapped: boolean;
  links: PageLinks;
};

function readTotalCount(headers: Headers): number | null {
  const value = headers.get(TOTAL_COUNT_HEADER);
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

/** GET /v1/projects (bearer): the user's projects, newest first, filtered and paginated. */
export async function getProjects(
  params: ProjectListParams,
  signal?: AbortSignal,
): Promise<ProjectPage> {
  const { data, headers } = await requestApiWithHeaders('/v1/projects', {
    schema: ProjectListSchema,
    query: {
      page: params.page,
      size: params.size,
      projectName: params.projectName.trim() || null,
      status: params.status,
      customerName: params.customerName.trim() || null,
      startDate: params.startDate,
      endDate: params.endDate,
      owner: params.owner,
      archived: params.archived ? 'true' : null,
    },
    signal,
  });
  return {
    projects: data,
    totalCount: readTotalCount(headers),
    isTotalCapped: headers.get(TOTAL_COUNT_CAPPED_HEADER) === 'true',
    links: parseLinkHeader(headers.get('link')),
  };
}

/** Every cached project list (any page or filter): invalidate it after a change. */
export const projectListsQueryKey = ['projects', 'list'] as const;

export function getProjectsQueryOptions(params: ProjectListParams) {
  return queryOptions({
    queryKey: [...projectListsQueryKey, params],
    queryFn: ({ signal }) => getProjects(params, signal),
  });
}

/** The list page; the previous page stays on screen while the next one loads. */
export function useProjects(params: ProjectListParams) {
  return useQuery({ ...getProjectsQueryOptions(params), placeholderData: keepPreviousData });
}
