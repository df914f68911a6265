import type { ProposalDocument, PublicProposalView } from '@camara-fria/contracts';

/** A token of a link's shape (22 base64url characters). */
export const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
export const NEXT_TOKEN = 'ZyXwVuTsRqPoNmLkJiHgFe';
export const LINK_PATH = `/v1/public/proposal-links/${TOKEN}`;
export const PDF_SHA256 = 'a'.repeat(64);

type AvailableView = Extract<PublicProposalView, { status: 'AVAILABLE' }>;

/** The page's view of an issued revision (the document built by the proposal feature's fixtures). */
export function buildAvailableView(
  document: ProposalDocument,
  overrides: Partial<AvailableView> = {},
): AvailableView {
  return {
    status: 'AVAILABLE',
    code: document.proposal.code,
    expiresAt: '2026-05-10T02:59:59.000Z',
    makerName: 'Frio Sul Refrigeração',
    document,
    pdfSha256: PDF_SHA256,
    pdfFileName: `Proposta ${document.proposal.code}.pdf`,
    docxFileName: `Proposta ${document.proposal.code}.docx`,
    decision: null,
    ...overrides,
  };
}
