// The proposal documents (docs/decisions/032-proposal-documents.md): one model, two renderers.
export { buildProposalReport, type MakerIdentity, type ReportContext } from './build-report.ts';
export { ACCEPTANCE_RECORD, formatRecordTime, type ReportAcceptance } from './acceptance-blocks.ts';
export { ROOMS_PER_SIZING_TABLE } from './dimensioning-blocks.ts';
export type * from './model.ts';
export { DRAFT_MARK } from './model.ts';
export { renderProposalPdf } from './render-pdf.ts';
export { renderProposalDocx } from './render-docx.ts';
export { proposalFileName } from './file-name.ts';
export { DEMO_MAKER } from './demo-maker.ts';
