import { ProjectSchema, type Project } from '@camara-fria/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

/**
 * POST /v1/projects/{id}/archive or …/unarchive (bearer, no body): answers the project with its
 * `archivedAt` (ADR 065).
 */
export async function setProjectArchived(id: number, archived: boolean): Promise<Project> {
  return requestApi(`/v1/projects/${id}/${archived ? 'archive' : 'unarchive'}`, {
    method: 'POST',
    schema: ProjectSchema,
  });
}

/**
 * Archives or unarchives a project; every list reloads (it leaves one view for the other). A
 * plain function, not a `useMutation`: the list loads it on first use, so the first screen
 * carries no mutation code (its 160 kB budget, docs/decisions/046).
 */
export async function archiveAndRefresh(
  queryClient: QueryClient,
  id: number,
  archived: boolean,
): Promise<Project> {
  try {
    return await setProjectArchived(id, archived);
  } finally {
    await queryClient.invalidateQueries({ queryKey: ['projects'] });
  }
}
