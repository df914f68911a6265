import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import {
  SECTION_CONFIG,
  type EditableSection,
  type SectionDtos,
  type SectionValues,
} from '../utils/sections.ts';
import {
  getCurrentProposalQueryKey,
  getRevisionQueryKey,
  proposalsPath,
} from './get-current-proposal.ts';

export function getSectionQueryKey(
  projectId: number,
  proposalId: number,
  section: EditableSection,
) {
  return [...getRevisionQueryKey(projectId, proposalId), 'section', section] as const;
}

function sectionPath(projectId: number, proposalId: number, section: EditableSection): string {
  return `${proposalsPath(projectId)}/${proposalId}/${SECTION_CONFIG[section].path}`;
}

/** GET …/proposals/{pid}/{section}. */
export async function getProposalSection<K extends EditableSection>(
  projectId: number,
  proposalId: number,
  section: K,
  signal?: AbortSignal,
): Promise<SectionDtos[K]> {
  return (await requestApi(sectionPath(projectId, proposalId, section), {
    schema: SECTION_CONFIG[section].schema,
    signal,
  })) as SectionDtos[K];
}

/** PUT …/proposals/{pid}/{section} with the version it is based on (stale: 409). */
export async function saveProposalSection<K extends EditableSection>(
  projectId: number,
  proposalId: number,
  section: K,
  value: SectionValues[K],
  version: number,
): Promise<SectionDtos[K]> {
  return (await requestApi(sectionPath(projectId, proposalId, section), {
    method: 'PUT',
    json: { ...value, version },
    schema: SECTION_CONFIG[section].schema,
  })) as SectionDtos[K];
}

/** Spec §4: a section loads its data when it is expanded (`enabled`), then keeps it. */
export function useProposalSection<K extends EditableSection>(
  projectId: number,
  proposalId: number,
  section: K,
  enabled: boolean,
) {
  return useQuery({
    queryKey: getSectionQueryKey(projectId, proposalId, section),
    queryFn: ({ signal }) => getProposalSection(projectId, proposalId, section, signal),
    enabled,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export type SaveSectionVariables<K extends EditableSection> = {
  projectId: number;
  proposalId: number;
  section: K;
  value: SectionValues[K];
  version: number;
};

/**
 * Salvar of a section: the answer (with its new version) replaces the cached section, and the
 * proposal is read again before the save counts as done: every section save moves the proposal's
 * own `version` on (ADR 029), which 'Emitir revisão' sends (a stale one answers 409), and the
 * prices move its total (the revisions list shows it).
 */
export function useSaveProposalSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveSectionVariables<EditableSection>) =>
      saveProposalSection(
        variables.projectId,
        variables.proposalId,
        variables.section,
        variables.value,
        variables.version,
      ),
    onSuccess: async (saved, { projectId, proposalId, section }) => {
      queryClient.setQueryData(getSectionQueryKey(projectId, proposalId, section), saved);
      await queryClient.invalidateQueries({ queryKey: getCurrentProposalQueryKey(projectId) });
    },
  });
}
