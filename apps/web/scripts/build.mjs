// `npm run build` (from the root or here). `npm run build -- --report` also writes a bundle report
// (treemap of every chunk, raw/gzip/brotli sizes) to apps/web/dist-report/; vite's own CLI rejects
// unknown flags, so this wrapper reads the flag and calls vite's build API.
import { build } from 'vite';

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--report');
if (unknown.length > 0) {
  console.error(
    `Opção desconhecida: ${unknown.join(' ')} (use --report para o relatório do bundle)`,
  );
  process.exit(2);
}
// `npm run build --report` (without `--`) reaches us as npm_config_report.
if (args.includes('--report') || process.env.npm_config_report === 'true') {
  process.env.BUNDLE_REPORT = '1';
}
await build();
