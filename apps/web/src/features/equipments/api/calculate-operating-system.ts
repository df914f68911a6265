import {
  SystemCalculationAnswerSchema,
  type OperatingSystemInputValues,
  type SystemCalculationAnswer,
} from '@camara-fria/contracts';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';

export type CalculateOperatingSystemVariables = {
  projectId: number;
  data: OperatingSystemInputValues;
};

/**
 * POST /v1/projects/{id}/operating-systems/calculation (bearer): "Calcular" on the unsaved
 * system; nothing is stored. 422 with a Portuguese message when the equipment is incomplete.
 */
export async function calculateOperatingSystem({
  projectId,
  data,
}: CalculateOperatingSystemVariables): Promise<SystemCalculationAnswer> {
  return requestApi(`/v1/projects/${projectId}/operating-systems/calculation`, {
    method: 'POST',
    json: data,
    schema: SystemCalculationAnswerSchema,
  });
}

export function useCalculateOperatingSystem() {
  return useMutation({ mutationFn: calculateOperatingSystem });
}
