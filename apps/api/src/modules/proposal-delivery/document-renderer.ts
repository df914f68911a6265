import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import PQueue from 'p-queue';
import workerpool from 'workerpool';
import type { DocumentRenderConfig } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';
import { BUSY_RETRY_AFTER_SECONDS } from '../../plugins/load-shedding.ts';
import type { RenderTask } from './document-render.worker.ts';

/**
 * The proposal documents' renders, bounded (issue 26, docs/decisions/047-bounded-documents.md).
 * A render lays a whole document out: seconds of CPU for a long one, once minutes and gigabytes
 * for one unbroken word. So each runs in a child process of a workerpool pool (the event loop goes
 * on answering; a worker thread's heap limit is best effort, and a thread past it can abort the
 * whole process), `concurrency` at once per API process, up to `queue` more waiting in order
 * (p-queue); beyond that the request is answered 503 SERVER_BUSY with Retry-After at once. A
 * render gets `timeoutMs` from its start and a heap of `memoryMb` (`--max-old-space-size`): past
 * either its process is ended (the next render starts another) and the request answered 422
 * DOCUMENT_TOO_LARGE. When the client goes away (`signal`), a waiting render is dropped and a
 * running one's process ended.
 */
export type DocumentRenderer = {
  render(task: RenderTask, signal?: AbortSignal): Promise<Uint8Array>;
  /** Drops the waiting renders and ends the render processes. */
  close(): Promise<void>;
};

/**
 * The render process's module: the TypeScript source next to this file when the API runs from
 * its sources (Node strips the types; under tsx the process inherits its loader), the bundle's
 * dist/document-render.worker.js beside dist/server.js once compiled (apps/api/scripts/build.mjs).
 */
export const RENDER_WORKER_FILE = new URL(
  import.meta.url.endsWith('.ts') ? './document-render.worker.ts' : './document-render.worker.js',
  import.meta.url,
);

/**
 * How long a cancelled or timed-out render's process may take to stop before it is killed (it
 * is in the middle of a layout and does not answer: killed, in effect).
 */
const STOP_GRACE_MS = 100;

/** Milliseconds as pt-BR seconds: 20 000 → "20", 500 → "0,5". */
const seconds = (ms: number) => (ms / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 });

const busy = () =>
  new AppError(
    503,
    'SERVER_BUSY',
    'Muitos documentos estão sendo gerados agora. Tente de novo em alguns segundos.',
    undefined,
    { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) },
  );
const cancelled = () =>
  new AppError(499, 'REQUEST_CANCELLED', 'A requisição foi cancelada: o documento não foi gerado.');
const overTime = (config: DocumentRenderConfig) =>
  new AppError(
    422,
    'DOCUMENT_TOO_LARGE',
    `O documento não pôde ser gerado em ${seconds(config.timeoutMs)} s: a proposta é grande demais. Encurte os textos das seções e tente de novo.`,
  );
const overMemory = (config: DocumentRenderConfig) =>
  new AppError(
    422,
    'DOCUMENT_TOO_LARGE',
    `O documento não pôde ser gerado com ${config.memoryMb} MB de memória: a proposta é grande demais. Encurte os textos das seções e tente de novo.`,
  );

const isTimeout = (error: unknown) => (error as Error | null)?.name === 'TimeoutError';
/** V8 aborts a process past its heap limit ("Reached heap limit"): SIGABRT. */
const isOutOfMemory = (error: unknown) =>
  error instanceof workerpool.TerminateError && /signalCode: `SIGABRT`/.test(error.message);

export function createDocumentRenderer(
  config: DocumentRenderConfig,
  log: FastifyBaseLogger,
): DocumentRenderer {
  const queue = new PQueue({ concurrency: config.concurrency });
  // Created by the first render: an API process that renders nothing starts no process. The
  // queue in front hands it at most `concurrency` renders, so each starts at once.
  let pool: ReturnType<typeof workerpool.pool> | null = null;
  const processes = () =>
    (pool ??= workerpool.pool(fileURLToPath(RENDER_WORKER_FILE), {
      workerType: 'process',
      minWorkers: 0,
      maxWorkers: config.concurrency,
      workerTerminateTimeout: STOP_GRACE_MS,
      forkOpts: {
        // Dates and bytes cross as they are (structured clone), not as JSON.
        serialization: 'advanced',
        execArgv: [...process.execArgv, `--max-old-space-size=${config.memoryMb}`],
      },
    }));

  /** One render in a process, ended when its budget runs out or the client goes away. */
  async function run(task: RenderTask, signal: AbortSignal | undefined): Promise<Uint8Array> {
    const execution = processes().exec('renderDocument', [task]);
    const cancel = () => void execution.cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      return (await execution.timeout(config.timeoutMs)) as Uint8Array;
    } catch (error) {
      if (isTimeout(error)) throw overTime(config);
      if (isOutOfMemory(error)) throw overMemory(config);
      throw error;
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
  }

  return {
    async render(task, signal) {
      const fields = { format: task.format, code: task.document.proposal.code };
      if (signal?.aborted) {
        log.info({ ...fields, stage: 'before' }, 'document render cancelled');
        throw cancelled();
      }
      if (queue.pending >= config.concurrency && queue.size >= config.queue) {
        log.warn(
          { ...fields, running: queue.pending, waiting: queue.size },
          'document renders busy',
        );
        throw busy();
      }
      const queuedAt = performance.now();
      let startedAt: number | null = null;
      log.debug(
        { ...fields, running: queue.pending, waiting: queue.size },
        'document render queued',
      );
      try {
        const bytes = await queue.add(
          () => {
            startedAt = performance.now();
            log.debug(
              { ...fields, waitedMs: Math.round(startedAt - queuedAt) },
              'document render started',
            );
            return run(task, signal);
          },
          signal ? { signal } : {},
        );
        log.info(
          {
            ...fields,
            waitedMs: Math.round((startedAt ?? queuedAt) - queuedAt),
            renderMs: Math.round(performance.now() - (startedAt ?? queuedAt)),
            bytes: bytes.byteLength,
          },
          'document rendered',
        );
        return bytes;
      } catch (error) {
        if (error instanceof AppError && error.code === 'DOCUMENT_TOO_LARGE') {
          log.warn({ ...fields, reason: error.message }, 'document render over its budget');
          throw error;
        }
        if (signal?.aborted) {
          const stage = startedAt === null ? 'waiting' : 'running';
          log.info({ ...fields, stage }, 'document render cancelled');
          throw cancelled();
        }
        throw error;
      }
    },
    async close() {
      queue.clear();
      await pool?.terminate(true);
    },
  };
}
