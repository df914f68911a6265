// `npm run bench`: runs every benchmark script (`packages/*/bench/*-bench.ts`, `apps/*/bench/*-bench.ts`,
// and the browser benchmarks `e2e/bench/*-bench.ts`, which need `npm run build` and Chromium) one
// after the other with tsx, so each measures its own case beside its baseline in the same run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const files = ['packages', 'apps']
  .flatMap((group) => {
    const dir = path.join(root, group);
    return fs.existsSync(dir)
      ? fs.readdirSync(dir).map((name) => path.join(dir, name, 'bench'))
      : [];
  })
  .concat(path.join(root, 'e2e', 'bench'))
  .filter((dir) => fs.existsSync(dir))
  .flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('-bench.ts'))
      .map((f) => path.join(dir, f)),
  )
  .sort();

if (files.length === 0) {
  console.log('No benchmarks found.');
  process.exit(0);
}
let failed = false;
for (const file of files) {
  console.log(`\n▶ ${path.relative(root, file)}`);
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), [file], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
