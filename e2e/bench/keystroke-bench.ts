// Keystroke to updated heat-load summary in the room editor (issue 16, goal 4: worst ≤ 16 ms on a
// 10-room project), measured in the system Chromium on the built app. Run: npm run build, then
// npm run bench (or npx tsx e2e/bench/keystroke-bench.ts; `--profile FILE` also writes a CPU
// profile of the typing, for chrome://inspect or speedscope; `--trace FILE` a Performance trace for
// the DevTools Performance panel; `--breakdown` traces what runs in each key as well, for the list of
// the costliest keystrokes the bench prints). A measurement, never a test.
//
// In the page, every keydown's timestamp (event.timeStamp, so input delay is included) opens a
// sample; a MutationObserver on the summary notes its last change after it, and the sample ends
// when that change has been painted (the task after the next animation frame). The figure held to
// the goal leaves out the idle wait between the change and the start of that frame (the display's
// refresh phase, 0–16.7 ms at 60 Hz, which no code shortens); the figure with it is printed too.
// The same typing is then traced for the main thread's CPU time in each keystroke's window: on
// a machine shared with other work, wall-clock worst cases measure the neighbours as well.
// Keystrokes that do not change the summary (the decimal comma, a backspace over it) and the
// select-all shortcut are typed but not counted.
import fs from 'node:fs';
import os from 'node:os';
import type { CDPSession, Locator, Page } from 'playwright-core';
import { startAppServer } from '../support/app-server.ts';
import { DESKTOP, launchBrowser, openContext } from '../support/chromium.ts';
import { signInFrom } from '../support/sign-in.ts';

const GOAL_MS = 16;
const ROOMS = 10;
const ROUNDS = 10;
/** Between keys: a quick typist (about 120 words a minute). */
const KEY_INTERVAL_MS = 100;
/** How many of the costliest keystrokes the bench describes. */
const WORST_SHOWN = 8;

const ROOM_INPUT = JSON.parse(
  fs.readFileSync(new URL('../support/room-input.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

const profileArg = process.argv.indexOf('--profile');
const profileFile = profileArg > 0 ? process.argv[profileArg + 1] : undefined;
const traceArg = process.argv.indexOf('--trace');
const traceFile = traceArg > 0 ? process.argv[traceArg + 1] : undefined;
/** `--breakdown`: trace what runs in each keystroke (scripts, style, layout, paint, GC) too. The
 * extra categories cost time of their own, so the CPU figures of such a run read a little high. */
const breakdownTrace = process.argv.includes('--breakdown');

/** The API with the signed-in page's own token (as e2e/support/equipments.ts `callApi`). */
async function callApi(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = localStorage.getItem('camara-fria.auth.access-token');
      const answer = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: answer.status, json: (await answer.json()) as unknown };
    },
    { method, url, body },
  );
}

async function createProject(page: Page): Promise<number> {
  const project = await callApi(page, 'POST', '/v1/projects', {
    name: 'Bench: digitação',
    status: 'PENDING',
    customer: { name: 'Frigorífico Bench', address: {} },
  });
  if (project.status !== 201) throw new Error(`project: ${project.status}`);
  const projectId = (project.json as { id: number }).id;
  for (let index = 1; index <= ROOMS; index++) {
    const room = await callApi(page, 'POST', `/v1/projects/${projectId}/rooms`, {
      ...ROOM_INPUT,
      name: `Câmara ${index}`,
      roomTemperature: index % 2 === 0 ? -20 : 0,
      length: 8 + index,
    });
    if (room.status !== 201) throw new Error(`room ${index}: ${room.status}`);
  }
  return projectId;
}

type Sample = {
  key: string;
  /** Its place among the keys typed in the pass (shortcuts included). */
  index: number;
  /** Page clock (ms) of the keydown and of the end of the painted frame. */
  start: number;
  end: number;
  /** Keydown → the summary's last change after it (the app's work, its input delay included). */
  updated: number;
  /** Keydown → that change painted (the task after its frame), the wait for the frame included. */
  painted: number;
  /** `painted` less the wait from the change to the frame's start (the display's refresh phase). */
  worked: number;
};

/** Installs the in-page probe on the summary; samples are read with `readSamples`. */
async function installProbe(page: Page): Promise<void> {
  // tsx keeps function names with an `__name` helper that the page does not have.
  await page.evaluate('window.__name = (fn) => fn');
  await page.evaluate(() => {
    type Open = {
      key: string;
      isShortcut: boolean;
      start: number;
      changedAt: number | null;
      frameAt: number | null;
      paintedAt: number | null;
    };
    const summary = document.querySelector('section[aria-labelledby="heat-load-summary-title"]');
    if (!summary) throw new Error('no summary');
    const samples: Open[] = [];
    let current: Open | null = null;
    document.addEventListener(
      'keydown',
      (event) => {
        current = {
          key: event.key,
          isShortcut: event.ctrlKey || event.metaKey || ['Control', 'Meta'].includes(event.key),
          start: event.timeStamp,
          changedAt: null,
          frameAt: null,
          paintedAt: null,
        };
        samples.push(current);
      },
      { capture: true },
    );
    new MutationObserver(() => {
      const sample = current;
      if (!sample) return;
      const changedAt = performance.now();
      sample.changedAt = changedAt;
      // The frame that shows the change starts with its animation frame callbacks; the task
      // queued from there runs once the frame's style, layout and paint are done.
      requestAnimationFrame(() => {
        const frameAt = performance.now();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          if (sample.changedAt !== changedAt) return;
          sample.frameAt = frameAt;
          sample.paintedAt = performance.now();
        };
        channel.port2.postMessage(null);
      });
    }).observe(summary, { subtree: true, childList: true, characterData: true, attributes: true });
    Object.assign(window, {
      __keystrokeSamples: samples,
      __resetKeystrokes: () => (samples.length = 0),
    });
  });
}

async function readSamples(page: Page): Promise<{ typed: number; changing: Sample[] }> {
  return page.evaluate(() => {
    const samples = (window as unknown as { __keystrokeSamples: Open[] }).__keystrokeSamples;
    type Open = {
      key: string;
      isShortcut: boolean;
      start: number;
      changedAt: number | null;
      frameAt: number | null;
      paintedAt: number | null;
    };
    const typed = samples.flatMap((s, index) => (s.isShortcut ? [] : [{ ...s, index }]));
    return {
      typed: typed.length,
      changing: typed.flatMap((s) =>
        s.changedAt === null || s.frameAt === null || s.paintedAt === null
          ? []
          : [
              {
                key: s.key,
                index: s.index,
                start: s.start,
                end: s.paintedAt,
                updated: s.changedAt - s.start,
                painted: s.paintedAt - s.start,
                worked: s.paintedAt - s.start - (s.frameAt - s.changedAt),
              },
            ],
      ),
    };
  });
}

/** One round of realistic entry in a dimension field that holds a number. */
async function pressKeypad(cdp: CDPSession, char: string): Promise<void> {
  const isPoint = char === '.';
  const key = {
    key: char,
    code: isPoint ? 'NumpadDecimal' : `Numpad${char}`,
    windowsVirtualKeyCode: isPoint ? 110 : 96 + Number(char),
    location: 3,
  };
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', text: char, ...key });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
}

async function typeRound(page: Page, keypad: CDPSession, field: Locator): Promise<void> {
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  const pause = () => page.waitForTimeout(KEY_INTERVAL_MS);
  for (const char of '12,5') {
    await page.keyboard.type(char);
    await pause();
  }
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Backspace');
    await pause();
  }
  // The numeric keypad (Num Lock on): its decimal key types '.', read as the decimal point (ADR
  // 019). Playwright's layout gives the keypad's Num Lock off keys, so these go through CDP.
  for (const char of '10.75') {
    await pressKeypad(keypad, char);
    await pause();
  }
  await page.keyboard.press('ControlOrMeta+A');
  await pause();
  for (const char of '9') {
    await page.keyboard.type(char);
    await pause();
  }
  await page.keyboard.press('Backspace');
  await pause();
  for (const char of '10') {
    await page.keyboard.type(char);
    await pause();
  }
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  cat?: string;
};

/**
 * The renderer main thread's CPU time (the trace's thread durations) of the tasks inside each
 * sample's keydown → painted window, sorted; the page clock is placed on the trace's by a mark
 * made at `origin`.
 */
type KeyCpu = {
  /** The key and its place in the typing (round, key of the round). */
  key: string;
  index: number;
  /** Main-thread CPU time in the keystroke's window, ms. */
  cpu: number;
  /** What ran in the window: the trace's main-thread events by name, wall time in ms (nested
   * events count in their parents too), largest first. */
  breakdown: [string, number][];
};

/** Events worth naming in a keystroke's breakdown (the rest are small or wrappers). */
const BREAKDOWN = new Set([
  'EventDispatch',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'V8.GC_SCAVENGER',
  'MinorGC',
  'MajorGC',
  'V8.GCIncrementalMarking',
  'V8.GCFinalizeMC',
  'BlinkGC.AtomicPhase',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'ParseHTML',
  'HitTest',
  'ScheduleStyleRecalculation',
  'InvalidateLayout',
  'v8.compile',
  'v8.compileModule',
  'V8.CompileCode',
]);

/**
 * The renderer main thread's CPU time (the trace's thread durations) of the tasks inside each
 * sample's keydown → painted window, with what ran there; the page clock is placed on the
 * trace's by a mark made at `origin`.
 */
function mainThreadCpu(trace: Buffer, origin: number, samples: readonly Sample[]): KeyCpu[] {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mark = events.find((e) => e.name === 'keystroke-bench-origin');
  if (!mark) throw new Error('the trace lacks the origin mark');
  const offset = mark.ts - origin * 1000;
  const onMain = events.filter((e) => e.ph === 'X' && e.pid === mark.pid && e.tid === mark.tid);
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const named = onMain.filter((e) => BREAKDOWN.has(e.name));
  return samples.map((sample) => {
    const from = sample.start * 1000 + offset;
    const to = sample.end * 1000 + offset;
    let cpu = 0;
    for (const task of tasks) {
      const dur = task.dur ?? 0;
      const overlap = Math.min(to, task.ts + dur) - Math.max(from, task.ts);
      if (overlap > 0 && dur > 0) cpu += ((task.tdur ?? dur) * overlap) / dur;
    }
    const byName = new Map<string, number>();
    for (const event of named) {
      const overlap = Math.min(to, event.ts + (event.dur ?? 0)) - Math.max(from, event.ts);
      if (overlap > 0) byName.set(event.name, (byName.get(event.name) ?? 0) + overlap / 1000);
    }
    const breakdown = [...byName].sort((a, b) => b[1] - a[1]);
    return { key: sample.key, index: sample.index, cpu: cpu / 1000, breakdown };
  });
}

const server = await startAppServer();
const browser = await launchBrowser();
try {
  const { context, page } = await openContext(browser, DESKTOP);
  await signInFrom(page, `${server.baseUrl}/projects`, 'editor');
  await page.waitForURL(`${server.baseUrl}/projects`);
  const projectId = await createProject(page);
  await page.goto(`${server.baseUrl}/projects/${projectId}/rooms`);
  await page.getByRole('button', { name: 'Câmara 1', exact: true }).click();
  const summary = page.getByRole('region', { name: 'Resumo da carga térmica' });
  await summary.getByRole('row', { name: /^Transmissão/ }).waitFor();
  const dimensions = page.getByRole('region', { name: 'DIMENSÕES INTERNAS' });
  const fields = [/^Comprimento/, /^Largura/, /^Altura/].map((name) =>
    dimensions.getByRole('textbox', { name }),
  );
  await installProbe(page);

  const keypad = await context.newCDPSession(page);
  const typeRounds = async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await typeRound(page, keypad, fields[round % fields.length]!);
    }
    await page.waitForTimeout(300);
  };

  // Pass 1, wall clock (with --profile, a CPU profile of it).
  if (profileFile) {
    await keypad.send('Profiler.enable');
    await keypad.send('Profiler.setSamplingInterval', { interval: 100 });
    await keypad.send('Profiler.start');
  }
  await typeRounds();
  if (profileFile) {
    const { profile } = await keypad.send('Profiler.stop');
    fs.writeFileSync(profileFile, JSON.stringify(profile));
    console.log(`CPU profile written to ${profileFile}`);
  }
  const { typed, changing } = await readSamples(page);

  // Pass 2, the same typing traced: the page's main-thread CPU time from each keydown to the
  // summary painted, which other processes on the machine do not lengthen.
  await page.evaluate(() =>
    (window as unknown as { __resetKeystrokes: () => void }).__resetKeystrokes(),
  );
  await browser.startTracing(page, {
    categories: [
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      ...(breakdownTrace ? ['devtools.timeline', 'v8', 'disabled-by-default-v8.gc'] : []),
    ],
    screenshots: false,
    ...(traceFile ? { path: traceFile } : {}),
  });
  const origin = await page.evaluate(() => performance.mark('keystroke-bench-origin').startTime);
  await typeRounds();
  const trace = await browser.stopTracing();
  if (traceFile) console.log(`Performance trace written to ${traceFile}`);
  const perKey = mainThreadCpu(trace, origin, (await readSamples(page)).changing);
  const cpu = perKey.map((k) => k.cpu).sort((a, b) => a - b);

  const sorted = (pick: (s: Sample) => number) => changing.map(pick).sort((a, b) => a - b);
  const shown = (ms: number) => `${ms.toFixed(1)} ms`;
  const line = (values: number[]) =>
    `median ${shown(quantile(values, 0.5))} · p95 ${shown(quantile(values, 0.95))} · ` +
    `worst ${shown(values.at(-1) ?? NaN)}`;
  const worked = sorted((s) => s.worked);
  const worst = worked.at(-1) ?? NaN;
  const worstCpu = cpu.at(-1) ?? NaN;
  console.log(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; Chromium ${browser.version()} headless, CPU throttling off; ` +
      `${ROOMS} rooms, ${KEY_INTERVAL_MS} ms between keys.`,
  );
  console.log(
    `Keystroke → summary updated in a ${ROOMS}-room project (${changing.length} keystrokes that ` +
      `changed it, of ${typed} typed; goal: worst ≤ ${GOAL_MS} ms):`,
  );
  console.log(
    `  → painted, less the wait for the display's refresh: ${line(worked)}` +
      ` → worst ${(worst / GOAL_MS).toFixed(2)}× the goal`,
  );
  console.log(
    `  → DOM updated:                                    ${line(sorted((s) => s.updated))}`,
  );
  console.log(
    `  → painted, the refresh wait (0–16.7 ms) included: ${line(sorted((s) => s.painted))}`,
  );
  console.log(
    `  main-thread CPU, keydown → painted (traced pass, ${cpu.length} keystrokes): ${line(cpu)}` +
      ` → worst ${(worstCpu / GOAL_MS).toFixed(2)}× the goal`,
  );
  const worstKeys = [...perKey].sort((a, b) => b.cpu - a.cpu).slice(0, WORST_SHOWN);
  console.log(
    `  the ${WORST_SHOWN} keystrokes of most CPU time (key #index in the pass: what ran):`,
  );
  for (const k of worstKeys) {
    const ran = k.breakdown
      .filter(([, ms]) => ms >= 0.2)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
      .join(', ');
    console.log(`    ${shown(k.cpu)}  ${JSON.stringify(k.key)} #${k.index}: ${ran}`);
  }
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
