import type { ProposalDocument } from '@camara-fria/contracts';

/*
 * MERGE (issue 31): part C writes `toCustomerDocument` in packages/proposal (the customer's
 * projection of a document, with tests that it leaks nothing). When it lands, import it from
 * @camara-fria/proposal and delete this file.
 */

/** Replaces what only the maker's people may read, anywhere in the document. */
function strip(value: unknown, key: string | null): unknown {
  if (Array.isArray(value)) {
    const items =
      key === 'warnings'
        ? value.filter((item) => (item as { customerNote?: unknown }).customerNote !== undefined)
        : value;
    return items.map((item) => strip(item, null));
  }
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, inner]) => {
      // A typed rate's reason and the rate it replaced are the maker's business (ADR 073).
      if (name === 'override' && inner !== null) return [name, { computedRate: null, reason: '' }];
      if (name === 'taxInputs') return [name, null];
      return [name, strip(inner, name)];
    }),
  );
}

/**
 * The customer's projection of an issued revision's document: what its PDF shows, without who
 * issued it (user names), typed-rate reasons and computed-over rates, the maker's own warnings
 * or the screen's tax inputs.
 */
export function toCustomerDocument(document: ProposalDocument): ProposalDocument {
  const stripped = strip(document, null) as ProposalDocument;
  return { ...stripped, proposal: { ...stripped.proposal, issuedBy: null } };
}
