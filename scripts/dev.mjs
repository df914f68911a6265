// `npm run dev`: the API with reload on :3000 and the Vite dev server on :5173 (proxying the API).
// The embedded provider is told to accept the Vite origin as a redirect target.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, EMBEDDED_IDP_EXTRA_ORIGINS: 'http://localhost:5173' },
  }),
  spawn(bin('vite'), [], { cwd: path.join(root, 'apps', 'web'), stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && code !== 0 && stop()));
