import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** Reads one git fact at build time; a checkout without git (or a tarball) gets the fallback. */
function readGit(args: string[], fallback: string): string {
  try {
    return (
      execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() ||
      fallback
    );
  } catch {
    return fallback;
  }
}

const commitHash = readGit(['rev-parse', '--short=8', 'HEAD'], 'sem-git');
const commitDate = readGit(['log', '-1', '--format=%cI'], '');

/** `npm run build -- --report` (scripts/build.mjs) sets this: a treemap of the bundle, not served. */
const bundleReport = process.env.BUNDLE_REPORT === '1';

/**
 * Precompressed siblings of every text asset, built once here and served as they are by the API
 * (`@fastify/static` preCompressed): brotli at its maximum quality and gzip at level 9. Source
 * maps are left alone (only the developer tools fetch them).
 */
const precompress = compression({
  include: /\.(html|css|js|mjs|json|svg|txt|xml|webmanifest)$/,
  algorithms: [
    defineAlgorithm('brotliCompress', {
      params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
    }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
  skipIfLargerOrEqual: true,
  logLevel: 'silent',
});

/**
 * Mantine's ScrollArea, which every Table renders (Table.ScrollContainer), imports one hook from
 * @floating-ui/react, `useMergeRefs`; that import alone puts all of floating-ui (the popovers' and
 * tooltips' positioning, 14 kB of brotli) into the first screen. ScrollArea gets the same hook
 * from src/lib/merge-refs.ts (over Mantine's own useMergedRef); everything else still imports
 * floating-ui itself. Should a
 * Mantine upgrade import more from it there, the build fails on the missing export.
 */
function scrollAreaMergeRefs(): Plugin {
  const scrollArea =
    /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
  const mergeRefs = path.resolve(import.meta.dirname, 'src/lib/merge-refs.ts');
  return {
    name: 'camara-fria:scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@floating-ui/react' && importer && scrollArea.test(importer)
        ? mergeRefs
        : null;
    },
  };
}

const plugins: PluginOption[] = [react(), precompress, scrollAreaMergeRefs()];
if (bundleReport) {
  // The plugin types itself against rollup's Plugin, which is not installed (vite 8 bundles with
  // rolldown, whose plugin interface it implements).
  const report = (options: Parameters<typeof visualizer>[0]) =>
    visualizer(options) as unknown as PluginOption;
  plugins.push(
    report({
      filename: 'dist-report/index.html',
      title: 'Câmara Fria: bundle',
      template: 'treemap',
      gzipSize: true,
      brotliSize: true,
    }),
    report({ filename: 'dist-report/stats.json', template: 'raw-data', brotliSize: true }),
  );
}

export default defineConfig({
  plugins,
  define: {
    __APP_COMMIT_HASH__: JSON.stringify(commitHash),
    __APP_COMMIT_DATE__: JSON.stringify(commitDate),
  },
  server: {
    port: 5173,
    proxy: {
      '/v1': 'http://localhost:3000',
      '/oauth2': 'http://localhost:3000',
      '/oidc': 'http://localhost:3000',
      '/docs': 'http://localhost:3000',
      '/health': 'http://localhost:3000',
      '/assets/images': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // The first screen in one chunk: every module the entry imports statically (rolldown's
        // `$initial` tag; the project list's route is not lazy), framework included, instead of
        // a vendor chunk, a runtime chunk and one small shared chunk per Mantine component the
        // lazy screens use too, each costing about 1 kB of response headers and its own
        // compression (docs/decisions/046-first-screen-in-one-chunk.md). Everything else keeps
        // rolldown's automatic splitting, so lazy screens, modals and pickers still load only
        // when used.
        codeSplitting: {
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
