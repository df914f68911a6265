// The documents of a ten-room proposal (test/proposal-fixture.ts), in one run: building the model,
// rendering it to PDF and to DOCX, each beside JSON.stringify of the same model (the cost of merely
// serialising what the renderer walks). Median of repeated runs after a warm-up. Goal: PDF and
// DOCX each under one second on this machine. Then the same document with one unbroken
// 60 000-character word in a seller's text (issue 26: minutes and gigabytes before its words were
// broken into pieces, docs/decisions/047): goal under 2 s each. Run: npm run bench
import { buildProposalReport, renderProposalDocx, renderProposalPdf } from '../src/index.ts';
import { CONTEXT, tenRoomDocument } from '../test/proposal-fixture.ts';

const REPEAT = Number(process.env.BENCH_REPEAT ?? 9);
const GOAL_MS = 1000;
const WORD_GOAL_MS = 2000;

async function time(
  run: () => unknown,
  repeat = REPEAT,
): Promise<{ median: number; first: number }> {
  let start = performance.now();
  await run();
  const first = performance.now() - start;
  const samples: number[] = [];
  for (let i = 0; i < repeat; i += 1) {
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
// The seller's one unbroken word: built and rendered whole each time (fewer runs: seconds each).
const wordDocument = tenRoomDocument();
const [description] = wordDocument.equipmentCharacteristics.descriptions;
if (description) description.complementaryDescription = 'x'.repeat(60_000);
const WORD_REPEAT = Math.max(1, Math.ceil(REPEAT / 3));
const wordPdf = await time(
  () => renderProposalPdf(buildProposalReport(wordDocument, CONTEXT)),
  WORD_REPEAT,
);
const wordDocx = await time(
  () => renderProposalDocx(buildProposalReport(wordDocument, CONTEXT)),
  WORD_REPEAT,
);
console.log(`the same with a 60 000-character word, median of ${WORD_REPEAT} runs`);
console.log(
  `  PDF              ${ms(wordPdf.median)} (${ms(wordPdf.first)})  ×${(wordPdf.median / pdf.median).toFixed(1)} the ten-room PDF`,
);
console.log(
  `  DOCX             ${ms(wordDocx.median)} (${ms(wordDocx.first)})  ×${(wordDocx.median / docx.median).toFixed(1)} the ten-room DOCX`,
);
const slow = [
  ['PDF', pdf.median, GOAL_MS],
  ['DOCX', docx.median, GOAL_MS],
  ['PDF with the word', wordPdf.median, WORD_GOAL_MS],
  ['DOCX with the word', wordDocx.median, WORD_GOAL_MS],
].filter(([, value, goal]) => Number(value) >= Number(goal));
if (slow.length > 0) {
  console.error(
    `  over the goal: ${slow.map(([name, , goal]) => `${name} (${goal} ms)`).join(', ')}`,
  );
  process.exitCode = 1;
}
