import type { ProposalChange, ProposalDocument } from '@camara-fria/contracts';

/**
 * What changed from `before` to `after` (prices, equipment, texts, rooms, systems), labelled in
 * Portuguese with pt-BR values. STAND-IN: the real one lands on branch proposals-model.
 */
export function compareProposalDocuments(
  before: ProposalDocument,
  after: ProposalDocument,
): ProposalChange[] {
  void before;
  void after;
  return [];
}
