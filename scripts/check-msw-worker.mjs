// The committed MSW worker script must come from the installed msw version, or the worker and the
// library disagree at runtime ("mockServiceWorker.js is out of date").
import { readFileSync } from 'node:fs';

const installed = JSON.parse(readFileSync('node_modules/msw/package.json', 'utf8')).version;
const worker = readFileSync('public/mockServiceWorker.js', 'utf8');
const match = /PACKAGE_VERSION = '([^']+)'/.exec(worker);
if (!match || match[1] !== installed) {
  console.error(`public/mockServiceWorker.js is for msw ${match?.[1] ?? '?'}, installed msw is ${installed}: run npx msw init public`);
  process.exit(1);
}
console.info(`msw worker script matches msw ${installed}`);
