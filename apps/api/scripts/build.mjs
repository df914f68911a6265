// `npm run build -w @camara-fria/api` (the root `npm run build` and `npm start` call it): the API
// server compiled once into one ES module, dist/server.js, so a start loads JavaScript instead of
// compiling TypeScript. The workspace packages (@camara-fria/*, which export TypeScript sources)
// are bundled in, and dist/document-render.worker.js, the documents' worker thread, is a second
// bundle beside it; the packages of node_modules stay imports, resolved at run time from
// apps/api/dist as from apps/api/src (a package only a workspace package can see, in that
// package's own node_modules, is bundled in too). Files read at run time (migrations,
// municipalities, the web build) are found from src/api-root.ts, which sits one folder below
// apps/api in the source and in the bundle alike (docs/decisions/042-compiled-production-start.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const apiDir = path.resolve(import.meta.dirname, '..');
const outDir = path.join(apiDir, 'dist');
const outFile = path.join(outDir, 'server.js');

/** Where Node finds package `name` from dist/server.js: the first node_modules up the folders. */
function packageDirFromDist(name) {
  for (let dir = outDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(candidate)) return fs.realpathSync(candidate);
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** Bare imports of node_modules stay external when the bundle's place resolves them to the same package. */
const externalNodeModules = {
  name: 'external-node-modules',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./#]/ }, async (args) => {
      if (args.pluginData?.fromPlugin || args.path.startsWith('@camara-fria/')) return undefined;
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const name = args.path.startsWith('@')
        ? args.path.split('/').slice(0, 2).join('/')
        : args.path.split('/')[0];
      const resolved = await pluginBuild.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { fromPlugin: true },
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      const fromDist = packageDirFromDist(name);
      const real = fs.realpathSync(resolved.path);
      if (fromDist && real.startsWith(fromDist + path.sep)) {
        return { path: args.path, external: true };
      }
      return { path: resolved.path, sideEffects: resolved.sideEffects };
    });
  },
};

const started = performance.now();
fs.rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [
    path.join(apiDir, 'src', 'server.ts'),
    path.join(apiDir, 'src', 'db', 'write-new-database-template.ts'),
    // The proposal documents' worker thread (document-renderer.ts finds it beside server.js).
    path.join(apiDir, 'src', 'modules', 'proposal-delivery', 'document-render.worker.ts'),
  ],
  outdir: outDir,
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  // Built-in modules (fs, path, …) imported without the node: prefix stay imports too.
  packages: undefined,
  plugins: [externalNodeModules],
  logLevel: 'warning',
  legalComments: 'none',
});
console.log(
  `API compiled to ${path.relative(process.cwd(), outFile)} in ${Math.round(performance.now() - started)} ms`,
);

// A new DATA_DIR's database: migrated and seeded once here, loaded by the first start.
const templateStarted = performance.now();
const template = path.join(outDir, 'new-database.tar.gz');
const written = spawnSync(
  process.execPath,
  [path.join(outDir, 'write-new-database-template.js'), template],
  { stdio: 'inherit' },
);
if (written.status !== 0) process.exit(written.status ?? 1);
console.log(
  `New embedded database written to ${path.relative(process.cwd(), template)} in ${Math.round(performance.now() - templateStarted)} ms`,
);
