// The documents of a ten-room proposal (test/proposal-fixture.ts), in one run: building the model,
// rendering it to PDF and to DOCX, each beside JSON.stringify of the same model (the cost of merely
// serialising what the renderer walks). Median of repeated runs after a warm-up. Goal: PDF and
// DOCX each under one second on this machine. Run: npm run bench
import { buildProposalReport, renderProposalDocx, renderProposalPdf } from '../src/index.ts';
import { CONTEXT, tenRoomDocument } from '../test/proposal-fixture.ts';

const REPEAT = Number(process.env.BENCH_REPEAT ?? 9);
const GOAL_MS = 1000;

async function time(run: () => unknown): Promise<{ median: number; first: number }> {
  let start = performance.now();
  await run();
  const first = performance.now() - start;
  const samples: number[] = [];
  for (let i = 0; i < REPEAT; i += 1) {
    start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)] ?? 0, first };
}

const document = tenRoomDocument();
const report = buildProposalReport(document, CONTEXT);
const sizes = {
  json: Buffer.byteLength(JSON.stringify(report)),
  pdf: (await renderProposalPdf(report)).byteLength,
  docx: (await renderProposalDocx(report)).byteLength,
};

const build = await time(() => buildProposalReport(document, CONTEXT));
const json = await time(() => JSON.stringify(report));
const pdf = await time(() => renderProposalPdf(report));
const docx = await time(() => renderProposalDocx(report));

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
console.log(`ten-room proposal, median of ${REPEAT} runs (first run in brackets)`);
console.log(`  build model      ${ms(build.median)} (${ms(build.first)})`);
console.log(`  JSON of model    ${ms(json.median)} (${ms(json.first)})  ${kb(sizes.json)}`);
console.log(
  `  PDF              ${ms(pdf.median)} (${ms(pdf.first)})  ${kb(sizes.pdf)}  ×${(pdf.median / json.median).toFixed(0)} the JSON`,
);
console.log(
  `  DOCX             ${ms(docx.median)} (${ms(docx.first)})  ${kb(sizes.docx)}  ×${(docx.median / json.median).toFixed(0)} the JSON`,
);
const slow = [
  ['PDF', pdf.median],
  ['DOCX', docx.median],
].filter(([, value]) => Number(value) >= GOAL_MS);
if (slow.length > 0) {
  console.error(`  over the ${GOAL_MS} ms goal: ${slow.map(([name]) => name).join(', ')}`);
  process.exitCode = 1;
}
