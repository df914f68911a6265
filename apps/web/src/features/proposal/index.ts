/**
 * The proposal feature's public surface (docs/decisions/017): what app/ composes into other
 * pages. The customer's page (/proposta/:token, docs/decisions/079) shows an issued revision with
 * the same read-only views as the proposal screen.
 */
export { CustomerDocumentView } from './components/customer-document-view.tsx';
export { ProposalCode } from './components/proposal-code.tsx';
