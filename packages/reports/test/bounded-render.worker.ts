// The worker of bounded-render.ts: builds and renders one document and answers its bytes and the
// time it took (the worker's start-up left out).
import { parentPort, workerData } from 'node:worker_threads';
import type { ProposalDocument } from '@camara-fria/contracts';
import { buildProposalReport, renderProposalDocx, renderProposalPdf } from '../src/index.ts';
import { CONTEXT } from './proposal-fixture.ts';

const { document, format } = workerData as { document: ProposalDocument; format: 'pdf' | 'docx' };
const started = performance.now();
const report = buildProposalReport(document, CONTEXT);
const bytes = format === 'pdf' ? await renderProposalPdf(report) : await renderProposalDocx(report);
parentPort?.postMessage({ bytes, ms: performance.now() - started });
