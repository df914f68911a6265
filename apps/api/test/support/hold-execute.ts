import { vi } from 'vitest';

type Executable = { execute: (placeholders?: Record<string, unknown>) => Promise<unknown> };

/**
 * Holds the next run of a prepared query once it has read its rows: `hasRead` settles when the
 * rows are read, and the run answers only after `release()`. For tests that prove a read asked
 * for later never gets rows read earlier. `restore()` releases it and removes the hold.
 */
export function holdNextExecute(prepared: Executable): {
  hasRead: Promise<void>;
  release: () => void;
  restore: () => void;
} {
  const execute = prepared.execute.bind(prepared);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let read = () => {};
  const hasRead = new Promise<void>((resolve) => {
    read = resolve;
  });
  const spy = vi.spyOn(prepared, 'execute').mockImplementationOnce(async (placeholders) => {
    const rows = await execute(placeholders);
    read();
    await held;
    return rows;
  });
  return {
    hasRead,
    release,
    restore: () => {
      release();
      spy.mockRestore();
    },
  };
}
