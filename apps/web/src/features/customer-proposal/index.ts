/** The customer's page of a proposal link (/proposta/:token, docs/decisions/079): what app/ composes. */
export { CustomerProposalPage, type RenderDocument } from './components/customer-proposal-page.tsx';
