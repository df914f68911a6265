// `npm test`: everything, in order: format, lint, types, web build, unit + API tests (PGlite),
// the API suite again on PostgreSQL when TEST_DATABASE_URL is set, and the end-to-end tests in
// Chromium. Ends with one line "N passed, N failed, N skipped" summed over every vitest run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { warnOnOldNode } from './node-version.mjs';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, TZ: 'UTC' };
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// Failed tests with the first lines of their messages, printed again just above the summary line
// so the end of a long CI log names what failed.
const failedTests = [];

function run(label, command, args, extraEnv = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

function runVitest(label, projects, extraEnv = {}) {
  const report = path.join(root, `.vitest-report-${label.replace(/\W+/g, '-')}.json`);
  fs.rmSync(report, { force: true });
  run(
    label,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    extraEnv,
  );
  if (!fs.existsSync(report)) {
    totals.failed += 1;
    return;
  }
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  for (const file of r.testResults ?? []) {
    const relative = path.relative(root, file.name);
    const failedAssertions = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (file.status === 'failed' && failedAssertions.length === 0) {
      failedTests.push(
        `${label}: ${relative}\n    ${firstLines(file.message) || 'the file failed outside its tests (a hook or an import): its error is in the log above'}`,
      );
    }
    for (const a of failedAssertions) {
      const name = [...(a.ancestorTitles ?? []), a.title].join(' > ');
      failedTests.push(
        `${label}: ${relative} > ${name}\n    ${firstLines((a.failureMessages ?? []).join('\n'))}`,
      );
    }
  }
  if (r.numTotalTests === 0) {
    console.error(`${label}: no test ran`);
    failures.push(`${label} (no tests)`);
  }
}

function firstLines(text, count = 6) {
  return String(text ?? '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .join('\n    ');
}

console.log(`Node ${process.version}`);
warnOnOldNode();

const hasBrowser = fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
const requireBrowser = process.env.REQUIRE_BROWSER === '1';

run('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('types', 'npm', ['run', 'typecheck', '--silent']);
run('generated data is current', 'node', ['packages/domain/scripts/generate-goods.mjs', '--check']);
run('generated demo logo is current', 'node', [
  'packages/reports/scripts/generate-demo-logo.mjs',
  '--check',
]);
run('generated curves are current', 'node', [
  'packages/domain/scripts/generate-selection-data.mjs',
  '--check',
]);
const built = run('build web', 'npm', ['run', 'build', '--silent']);

runVitest('unit and API (PGlite)', [
  'domain',
  'contracts',
  'rich-text',
  'proposal',
  'reports',
  'web',
  'api',
]);
// Alone: its bound (/health under 1 s while PDFs render) measures the server, not the other
// test files vitest would run beside it on the same cores.
runVitest('API under load (PGlite)', ['api-load']);

if (process.env.TEST_DATABASE_URL) {
  runVitest('API (PostgreSQL)', ['api'], { API_TEST_DATABASE: 'postgres' });
} else {
  console.log('\n(TEST_DATABASE_URL not set: the API suite ran on PGlite only)');
}

if (hasBrowser && built) {
  runVitest('end-to-end (Chromium)', ['e2e']);
} else if (requireBrowser) {
  console.error(
    '\nREQUIRE_BROWSER=1 but Chromium is missing at /usr/bin/chromium (or the web build failed)',
  );
  failures.push('end-to-end (no browser)');
} else {
  console.log(
    '\n(Chromium not found at /usr/bin/chromium: end-to-end tests skipped; apt-get install chromium)',
  );
}

if (failedTests.length > 0) console.error(`\nFailed tests:\n${failedTests.join('\n')}`);
if (failures.length > 0) console.error(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\nNode ${process.version}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
