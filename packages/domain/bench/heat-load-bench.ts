// Time per computeHeatLoad call for a realistic room (6 surfaces, 3 goods, 2 AIR_VELOCITY
// doors) beside a JSON.parse(JSON.stringify(room)) round-trip of the same room, same run. The
// rounds of the two alternate, so a machine that gets busier mid-run slows both alike; the goal
// (issue 26 item 6) is a ratio of at most 1×; e2e/specs/engine-speed.spec.ts runs this bench and
// holds its ratio line to the goal.
//   npx tsx packages/domain/bench/heat-load-bench.ts
import { computeHeatLoad } from '../src/heat-load/total-load.ts';
import { buildRoom, REFS } from '../src/testing/room-builders.ts';

const WARMUP_ITERATIONS = 5_000;
const ITERATIONS = 20_000;
const ROUNDS = 9;
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

/** ns per call of one timed round. */
function timeRound(run: () => void): number {
  const start = performance.now();
  for (let index = 0; index < ITERATIONS; index += 1) run();
  return ((performance.now() - start) * 1e6) / ITERATIONS;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

for (let index = 0; index < WARMUP_ITERATIONS; index += 1) {
  runHeatLoad();
  runJsonRoundTrip();
}
const heatLoadRounds: number[] = [];
const jsonRounds: number[] = [];
const ratios: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const heatLoad = timeRound(runHeatLoad);
  const json = timeRound(runJsonRoundTrip);
  heatLoadRounds.push(heatLoad);
  jsonRounds.push(json);
  ratios.push(heatLoad / json);
}
const heatLoadNs = median(heatLoadRounds);
const jsonNs = median(jsonRounds);
const ratio = median(ratios);
const format = (ns: number) => `${ns.toFixed(0).padStart(9)} ns/op`;

console.log(
  `heat-load bench: median of ${ROUNDS} alternating rounds × ${ITERATIONS} calls, after ${WARMUP_ITERATIONS} warm-up calls of each`,
);
console.log(`computeHeatLoad (6 surfaces, 3 goods, 2 doors, AIR_VELOCITY) ${format(heatLoadNs)}`);
console.log(`JSON.parse(JSON.stringify(room))                            ${format(jsonNs)}`);
console.log(
  `ratio computeHeatLoad / JSON round-trip (median per round)  ${ratio.toFixed(2).padStart(9)} ×  (goal ≤ ${GOAL_RATIO} ×: ${ratio <= GOAL_RATIO ? 'met' : 'NOT met'})`,
);
console.log(`(checksum ${checksum.toFixed(3)})`);
