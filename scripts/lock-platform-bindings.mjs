// Keeps package-lock.json installable with `npm ci` when the registry this project installs from
// lacks some platform builds of a package's optional native bindings (here unrs-resolver's
// @unrs/resolver-binding-*, which eslint-plugin-import-x needs): npm then leaves them out of the
// lock, and `npm ci` refuses the lock as out of sync. This adds an entry for each missing binding,
// marked optional and limited to its platform, so npm never installs it on another one.
// Run after `npm install` changes the lock: `node scripts/lock-platform-bindings.mjs`.
import fs from 'node:fs';
import path from 'node:path';

const lockPath = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const PARENTS = ['node_modules/unrs-resolver'];

function platformOf(name) {
  const [os, cpu] = name.split('resolver-binding-')[1].split('-');
  const libc = os === 'linux' ? (name.includes('musl') ? 'musl' : 'glibc') : undefined;
  return { os, cpu, libc };
}

const added = [];
const entries = Object.entries(lock.packages);
for (const parent of PARENTS) {
  const optional = lock.packages[parent]?.optionalDependencies ?? {};
  for (const [name, version] of Object.entries(optional)) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const { os, cpu, libc } = platformOf(name);
    const entry = { version, cpu: [cpu], dev: true, license: 'MIT', optional: true, os: [os] };
    if (libc) entry.libc = [libc];
    entries.push([key, entry]);
    added.push(name);
  }
}
if (added.length > 0) {
  const [root, ...rest] = entries;
  rest.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  lock.packages = Object.fromEntries([root, ...rest]);
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(added.length ? `added ${added.length} platform bindings` : 'lock complete');
