// `npm run build`: the web app (apps/web/dist) and the API (apps/api/dist/server.js), both
// rebuilt, with their stamps (scripts/build-steps.mjs). Arguments go to the web build
// (`npm run build -- --report` writes its bundle report).
import { runBuild } from './build-steps.mjs';

const ok = runBuild('web', process.argv.slice(2)) && runBuild('api');
process.exit(ok ? 0 : 1);
