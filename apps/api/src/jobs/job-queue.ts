import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss, type ConstructorOptions, type Queue } from 'pg-boss';
import type { Database, DatabaseEngine } from '../db/client.ts';
import { asJobDatabase } from '../db/job-transaction.ts';

/**
 * The job queue (issue 31; docs/decisions/078): pg-boss keeps its jobs in the app's own database,
 * in a schema of its own (`pgboss`): on PostgreSQL through a small pool of its own on the same
 * URL, on PGlite through the very instance the app uses (`fromPglite`). Every instance of the API
 * runs it; a job is taken by one of them, and a schedule makes one job per occurrence among them
 * all. What each job does is the modules' (their `JobDefinition`s); src/app.ts registers them.
 * Infrastructure: it imports no module.
 */

export const JOB_SCHEMA = 'pgboss';

/** How often an idle worker looks for due jobs besides being woken by NOTIFY. */
const WORKER_POLLING_SECONDS = 5;

/** pg-boss's own connections on PostgreSQL: the workers' fetches, the LISTEN, its maintenance. */
const POSTGRES_POOL_SIZE = 3;

export type JobQueueOptions = Pick<
  Queue,
  | 'policy'
  | 'retryLimit'
  | 'retryDelay'
  | 'retryBackoff'
  | 'retryDelayMax'
  | 'expireInSeconds'
  | 'deleteAfterSeconds'
>;

/** A kind of job: its queue's name, what one job does, its retries, and maybe a schedule. */
export type JobDefinition<T extends object = object> = {
  name: string;
  /** Runs one job; a throw fails the attempt (retried by the queue's `retryLimit`). */
  handle: (data: T) => Promise<void>;
  queue?: JobQueueOptions;
  /** A cron (UTC): one job per occurrence among every instance (pg-boss's `schedule`). */
  cron?: string;
};

export type JobSendOptions = {
  /** A fixed job id (a UUID): a second send with it stores nothing while the first is kept. */
  id?: string;
  /** At most one queued job per key (the queue's policy says how). */
  singletonKey?: string;
};

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export type JobQueue = {
  /** Adds a kind of job; before `start`. */
  register<T extends object>(definition: JobDefinition<T>): void;
  /** Installs or migrates pg-boss's schema, creates the queues, schedules and workers. */
  start(): Promise<void>;
  /** Sends one job now; its id, or null when the policy or the id kept it from being stored. */
  send(name: string, data?: object, options?: JobSendOptions): Promise<string | null>;
  /**
   * Sends one job in the caller's transaction (`tx`): it exists, and is taken, only once the
   * transaction commits, and not at all if it rolls back.
   */
  sendInTransaction(
    tx: Database,
    name: string,
    data?: object,
    options?: JobSendOptions,
  ): Promise<string | null>;
  /** A job's state (tests and diagnostics); null when there is no such job. */
  readJobState(name: string, id: string): Promise<JobState | null>;
  /**
   * Stops taking jobs and waits for the running ones for at most `timeoutMs` (the app's
   * SHUTDOWN_TIMEOUT_MS), then closes pg-boss's own connections.
   */
  stop(timeoutMs: number): Promise<void>;
};

function bossOptions(engine: DatabaseEngine): ConstructorOptions {
  const common: ConstructorOptions = {
    schema: JOB_SCHEMA,
    // Workers of a notify queue are woken when a job is stored (PGlite: in-process).
    useListenNotify: true,
    // No heartbeat row per instance: nothing reads the registry.
    registerInstance: false,
  };
  return engine.kind === 'postgres'
    ? {
        ...common,
        connectionString: engine.url,
        max: POSTGRES_POOL_SIZE,
        application_name: 'camara-fria jobs',
      }
    : { ...common, db: fromPglite(engine.client), backend: 'pglite' };
}

export function createJobQueue(engine: DatabaseEngine, log: FastifyBaseLogger): JobQueue {
  const boss = new PgBoss(bossOptions(engine));
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  const definitions = new Map<string, JobDefinition<object>>();
  let isStarted = false;

  return {
    register(definition) {
      if (isStarted) throw new Error(`job ${definition.name}: register before start`);
      definitions.set(definition.name, definition as JobDefinition<object>);
    },
    async start() {
      isStarted = true;
      await boss.start();
      for (const definition of definitions.values()) {
        const options = { ...definition.queue, notify: true };
        if (await boss.getQueue(definition.name)) {
          const { policy: _policy, ...changeable } = options;
          await boss.updateQueue(definition.name, changeable);
        } else {
          await boss.createQueue(definition.name, options);
        }
        if (definition.cron)
          await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
        else await boss.unschedule(definition.name);
        await boss.work<object>(
          definition.name,
          // A new job wakes the workers (NOTIFY); a retry's delay ending does not: the workers
          // look for due retries (and scheduled jobs) every few seconds.
          { localConcurrency: 1, notifyPollingIntervalSeconds: WORKER_POLLING_SECONDS },
          async (jobs) => {
            for (const job of jobs) await definition.handle(job.data);
          },
        );
      }
    },
    send: (name, data = {}, options = {}) => boss.send(name, data, options),
    sendInTransaction: (tx, name, data = {}, options = {}) =>
      boss.send(name, data, { ...options, db: asJobDatabase(tx) }),
    async readJobState(name, id) {
      const job = await boss.getJobById(name, id);
      return job?.state ?? null;
    },
    async stop(timeoutMs) {
      if (!isStarted) return;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}

/**
 * A fixed job id (a UUID made from the SHA-256 of `key`): a job sent with it once, and kept
 * (`deleteAfterSeconds: 0`), makes every later send with it store nothing. For work done once per
 * release, whichever instance starts first.
 */
export function jobIdFor(key: string): string {
  const hex = createHash('sha256').update(key, 'utf8').digest('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}
