// The proposal documents' render process (docs/decisions/047-bounded-documents.md): a child
// process of the document renderer's pool (document-renderer.ts, workerpool), so that laying a
// document out never runs on the event loop, and a render past its heap (--max-old-space-size)
// or its time ends this process only. The API's build bundles this file as
// dist/document-render.worker.js beside dist/server.js.
import type { DocumentFormat, ProposalDocument } from '@camara-fria/contracts';
import {
  buildProposalReport,
  renderProposalDocx,
  renderProposalPdf,
  type MakerIdentity,
  type ReportAcceptance,
} from '@camara-fria/reports';
import workerpool from 'workerpool';

/** What a render needs, copied into the process (advanced serialization: dates, bytes). */
export type RenderTask = {
  document: ProposalDocument;
  format: DocumentFormat;
  maker: MakerIdentity;
  generatedAt: Date;
  /** IANA zone of the dates printed. */
  timeZone: string;
  /** An accepted revision's acceptance: its record is the last page (docs/decisions/075). */
  acceptance?: ReportAcceptance | null;
};

/** The document's bytes. */
export async function renderDocument(task: RenderTask): Promise<Uint8Array> {
  const report = buildProposalReport(task.document, {
    maker: task.maker,
    generatedAt: task.generatedAt,
    timeZone: task.timeZone,
    acceptance: task.acceptance ?? null,
  });
  return task.format === 'pdf' ? renderProposalPdf(report) : renderProposalDocx(report);
}

// Registered only in a pool's process (a test may import the types and the function).
if (process.send) workerpool.worker({ renderDocument });
