import { execFileSync } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  plugins: [react()],
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
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
});
