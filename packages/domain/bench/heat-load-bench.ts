// Time per computeHeatLoad call for a realistic room (6 surfaces, 3 goods, 2 AIR_VELOCITY
// doors) beside a JSON.parse(JSON.stringify(room)) round-trip of the same room, same run. The goal
// (issue 26 item 6) is a ratio of at most 1×, printed beside the figures: a measurement read in
// `npm run bench`, never a test (a timed test fails on a loaded machine, not on a slow engine).
//   npx tsx packages/domain/bench/heat-load-bench.ts
import { computeHeatLoad } from '../src/heat-load/total-load.ts';
import { buildRoom, REFS } from '../src/testing/room-builders.ts';

const WARMUP_ITERATIONS = 5_000;
const ITERATIONS = 20_000;
const ROUNDS = 7;
const GOAL_RATIO = 1;

const room = buildRoom();
let checksum = 0;

function runHeatLoad(): void {
  checksum += computeHeatLoad(room, REFS).totalKw;
}

function runJsonRoundTrip(): void {
  const copy = JSON.parse(JSON.stringify(room)) as { length: number };
  checksum += copy.length;
}

/** Median ns per call over several rounds, after a warm-up. */
function measure(run: () => void): number {
  for (let index = 0; index < WARMUP_ITERATIONS; index += 1) run();
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    for (let index = 0; index < ITERATIONS; index += 1) run();
    rounds.push(((performance.now() - start) * 1e6) / ITERATIONS);
  }
  rounds.sort((a, b) => a - b);
  return rounds[Math.floor(rounds.length / 2)] ?? Number.NaN;
}

const heatLoadNs = measure(runHeatLoad);
const jsonNs = measure(runJsonRoundTrip);
const format = (ns: number) => `${ns.toFixed(0).padStart(9)} ns/op`;

console.log(
  `heat-load bench: median of ${ROUNDS} rounds × ${ITERATIONS} calls, after ${WARMUP_ITERATIONS} warm-up calls`,
);
console.log(`computeHeatLoad (6 surfaces, 3 goods, 2 doors, AIR_VELOCITY) ${format(heatLoadNs)}`);
console.log(`JSON.parse(JSON.stringify(room))                            ${format(jsonNs)}`);
const ratio = heatLoadNs / jsonNs;
console.log(
  `ratio computeHeatLoad / JSON round-trip                     ${ratio.toFixed(2).padStart(9)} ×  (goal ≤ ${GOAL_RATIO} ×: ${ratio <= GOAL_RATIO ? 'met' : 'NOT met'})`,
);
console.log(`(checksum ${checksum.toFixed(3)})`);
