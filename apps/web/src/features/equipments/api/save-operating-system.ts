import {
  OperatingSystemSchema,
  type OperatingSystemDto,
  type OperatingSystemInputValues,
} from '@camara-fria/contracts';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

export type SaveOperatingSystemVariables = {
  projectId: number;
  /** null: POST a new system; otherwise PUT it with the body's `version` (409 when stale). */
  id: number | null;
  data: OperatingSystemInputValues;
};

/** POST /v1/projects/{id}/operating-systems or PUT …/{systemId} (bearer). */
export async function saveOperatingSystem({
  projectId,
  id,
  data,
}: SaveOperatingSystemVariables): Promise<OperatingSystemDto> {
  const path = `/v1/projects/${projectId}/operating-systems`;
  return requestApi(id === null ? path : `${path}/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    json: data,
    schema: OperatingSystemSchema,
  });
}

export function useSaveOperatingSystem() {
  return useMutation({ mutationFn: saveOperatingSystem });
}
