// The two builds `npm start` serves (the web app into apps/web/dist, the API into
// apps/api/dist/server.js) and their stamps: a hash of every source file a build reads and of the
// lockfile, written after a successful build. `npm start` (scripts/start.mjs) rebuilds only a
// build whose stamp no longer matches its sources; `npm run build` (scripts/build.mjs) rebuilds
// both and writes both stamps (docs/decisions/042-compiled-production-start.md).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const STAMP_FILE = path.join(root, 'node_modules', '.cache', 'camara-fria', 'build-stamps.json');

/** Folders that are never an input of a build (outputs, tests, benchmarks, installed packages). */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'dist-report',
  'test',
  'bench',
  'coverage',
]);
const isTestFile = (name) => /\.test\.tsx?$/.test(name);

/** Files every build reads: the root manifest, the lockfile, the shared TypeScript settings, the packages. */
const SHARED_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'packages'];

export const BUILDS = {
  web: {
    label: 'web app',
    inputs: [...SHARED_INPUTS, 'apps/web'],
    output: 'apps/web/dist/index.html',
    workspace: '@camara-fria/web',
  },
  api: {
    label: 'API',
    inputs: [
      ...SHARED_INPUTS,
      'apps/api/package.json',
      'apps/api/scripts',
      'apps/api/src',
      // The new embedded database (dist/new-database.tar.gz) is migrated and seeded from these.
      'apps/api/drizzle',
      'apps/api/data-sources',
    ],
    output: 'apps/api/dist/server.js',
    workspace: '@camara-fria/api',
  },
};

function listFiles(relative, files) {
  const absolute = path.join(root, relative);
  const stat = fs.statSync(absolute, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    files.push(relative);
    return;
  }
  for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) continue;
    if (entry.isFile() && isTestFile(entry.name)) continue;
    listFiles(path.join(relative, entry.name), files);
  }
}

/** The hash of the names and contents of every input file of one build. */
export function sourceStamp(name) {
  const files = [];
  for (const input of BUILDS[name].inputs) listFiles(input, files);
  const hash = crypto.createHash('sha256');
  for (const file of files.sort()) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function readStamps() {
  try {
    return JSON.parse(fs.readFileSync(STAMP_FILE, 'utf8'));
  } catch {
    return {};
  }
}

/** Whether the build's output exists and was made from the sources as they are now. */
export function isCurrent(name, stamp = sourceStamp(name)) {
  return fs.existsSync(path.join(root, BUILDS[name].output)) && readStamps()[name] === stamp;
}

/**
 * Runs one build (its workspace's `npm run build`) and, when it succeeds, records the stamp of
 * the sources it started from: a source changed during the build makes the next start rebuild.
 */
export function runBuild(name, args = []) {
  const stamp = sourceStamp(name);
  const result = spawnSync(
    'npm',
    ['run', 'build', '--silent', '--workspace', BUILDS[name].workspace, '--', ...args],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) return false;
  fs.mkdirSync(path.dirname(STAMP_FILE), { recursive: true });
  fs.writeFileSync(STAMP_FILE, `${JSON.stringify({ ...readStamps(), [name]: stamp }, null, 2)}\n`);
  return true;
}
