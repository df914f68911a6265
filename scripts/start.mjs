// `npm start`: builds what is missing or older than its sources (the web app, the API; a stamp
// of their sources, scripts/build-steps.mjs), then runs the compiled API server in this process,
// so that signals (SIGTERM from a process manager) reach it directly.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILDS, isCurrent, root, runBuild } from './build-steps.mjs';
import { warnOnOldNode } from './node-version.mjs';

warnOnOldNode();

for (const name of Object.keys(BUILDS)) {
  if (isCurrent(name)) continue;
  console.log(`Compilando: ${BUILDS[name].label} (fontes mudaram ou ainda não compilado)`);
  if (!runBuild(name)) process.exit(1);
}
await import(pathToFileURL(path.join(root, 'apps', 'api', 'dist', 'server.js')).href);
