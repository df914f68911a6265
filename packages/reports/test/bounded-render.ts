import { Worker } from 'node:worker_threads';
import type { ProposalDocument } from '@camara-fria/contracts';

export type BoundedRender =
  { ok: true; bytes: Uint8Array; ms: number } | { ok: false; reason: string };

/**
 * Builds and renders a document in a worker thread with a heap limit and a deadline, so that a
 * document that never finishes (or fills the memory) fails the test instead of hanging it or
 * taking the machine down.
 */
export function renderBounded(
  document: ProposalDocument,
  format: 'pdf' | 'docx',
  limits: { timeoutMs: number; memoryMb: number },
): Promise<BoundedRender> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./bounded-render.worker.ts', import.meta.url), {
      workerData: { document, format },
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    });
    let settled = false;
    const settle = (answer: BoundedRender) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    const timer = setTimeout(
      () => settle({ ok: false, reason: `not finished in ${limits.timeoutMs} ms` }),
      limits.timeoutMs,
    );
    worker.once('message', (message: { bytes: Uint8Array; ms: number }) =>
      settle({ ok: true, ...message }),
    );
    worker.once('error', (error) => settle({ ok: false, reason: String(error) }));
    worker.once('exit', (code) => settle({ ok: false, reason: `worker exited with ${code}` }));
  });
}
