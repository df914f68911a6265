// The worker of bounded-render.ts: renders the fixture once (a warm renderer, as the API's
// workers are), then builds and renders the document and answers its bytes and the time that
// took.
import { parentPort, workerData } from 'node:worker_threads';
import type { ProposalDocument } from '@camara-fria/contracts';
import { buildProposalReport, renderProposalDocx, renderProposalPdf } from '../src/index.ts';
import { CONTEXT, tenRoomDocument } from './proposal-fixture.ts';

const { document, format } = workerData as { document: ProposalDocument; format: 'pdf' | 'docx' };
const render = (report: ReturnType<typeof buildProposalReport>) =>
  format === 'pdf' ? renderProposalPdf(report) : renderProposalDocx(report);

await render(buildProposalReport(tenRoomDocument(), CONTEXT));
const started = performance.now();
const bytes = await render(buildProposalReport(document, CONTEXT));
parentPort?.postMessage({ bytes, ms: performance.now() - started });
