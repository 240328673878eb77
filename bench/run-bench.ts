// `npm run bench` (README, "Speed"): builds and serves the app, the offline demo and the reference pages beside the
// mock (its clock pinned), measures in Chromium, prints one table and writes bench/results.json.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { measureActivityScroll, type ScrollResult } from './lib/activity-scroll';
import { launchBrowser } from './lib/browser';
import { BENCH_OUT_DIR, buildPages } from './lib/build-pages';
import * as figuresOf from './lib/figures';
import { type InteractionResult, measureInteraction } from './lib/interactions';
import { type LighthouseResult, measureLighthouse } from './lib/lighthouse';
import { errorLine, measureNavigation, type NavigationResult, type Sites } from './lib/navigation';
import { describeMachine, judge, markdownTable } from './lib/report';
import { benchPorts, type RunningServer, startMockServer, startStaticServer, TOKEN } from './lib/servers';
import { makeCertificate } from './lib/tls';
import { referencePageUrl } from './pages/page-config';
import { ACTIVITY_SCROLL, INTERACTIONS, LARGE_FLEET, ROUTES } from './scenarios';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const CPU_THROTTLING = [1, 4];
const options = new Set(process.argv.slice(2));
const only = process.argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length) ?? '';
const chosen = <T extends { name: string }>(scenarios: readonly T[]) => scenarios.filter((scenario) => scenario.name.includes(only));
/** The stack floor under Lighthouse sends test search's requests (the route most people open first). */
const FLOOR_ROUTE = 'test search';
const LIGHTHOUSE_FLOOR = `stack floor (${FLOOR_ROUTE}'s requests)`;
const DEMO_PAGES = ['overview', 'test search'];

const progress = (message: string) => console.info(`· ${message}`);
const asError = (error: unknown) => new Error(errorLine(error));

const started = performance.now();
const ports = benchPorts();
// The mock's clock starts now (to the second): the app reads the browser's clock for its windows.
const mockNow = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();
progress('building the app, the offline demo, the stack floor and the bare React page');
const built = await buildPages(`https://127.0.0.1:${ports.mock}/v1`, TOKEN);
const tls = makeCertificate(`${BENCH_OUT_DIR}/tls`);

const servers: RunningServer[] = [];
let machine: string;
const navigation: NavigationResult[] = [];
const interactions: InteractionResult[] = [];
let scroll: ScrollResult | Error = new Error('not measured');
let demo: NavigationResult | Error = new Error('not measured');
let lighthouse: LighthouseResult[] | Error = new Error('left out (--skip-lighthouse)');
try {
  progress(`starting the mock server (MOCK_NOW=${mockNow}) and the static servers`);
  const runnersRoute = chosen(ROUTES).find((route) => route.name === 'CI runners');
  const [mock, largeFleet] = await Promise.all([
    startMockServer(ports.mock, mockNow, tls),
    runnersRoute && startMockServer(ports.largeFleet, mockNow, tls, { MOCK_RUNNERS: String(LARGE_FLEET) }),
  ]);
  servers.push(mock, ...(largeFleet ? [largeFleet] : []));
  const serve = async (name: keyof typeof built) => {
    const server = await startStaticServer(built[name], ports[name], tls);
    servers.push(server);
    return server.url;
  };
  const [app, floorSite, bare, demoSite] = await Promise.all([serve('app'), serve('floor'), serve('bare'), serve('demo')]);
  const sites: Sites = { app, floor: floorSite, bare };

  const browser = await launchBrowser([tls.chromiumFlag]);
  machine = describeMachine(browser.version());
  try {
    for (const route of chosen(ROUTES)) {
      let dataRequests: string[] = [];
      for (const cpu of route.timed ? CPU_THROTTLING : [1]) {
        progress(`navigation → first data: ${route.name}, ${cpu}× CPU`);
        const result = await measureNavigation(browser, sites, TOKEN, route, cpu, route.timed ? RUNS : 1, dataRequests);
        dataRequests = result.dataRequests;
        navigation.push(result);
      }
    }

    if (runnersRoute && largeFleet) {
      progress(`navigation → first data: CI runners, ${LARGE_FLEET} runners`);
      const route = { ...runnersRoute, name: `CI runners, ${LARGE_FLEET} runners`, apiBaseUrl: largeFleet.url, timed: false };
      navigation.push(await measureNavigation(browser, sites, TOKEN, route, 1, 1));
    }

    for (const scenario of chosen(INTERACTIONS)) {
      progress(`click → repaint: ${scenario.name}`);
      interactions.push(await measureInteraction(browser, sites, mock, TOKEN, scenario, RUNS));
    }

    if (chosen([ACTIVITY_SCROLL]).length > 0) {
      progress(`scrolling: ${ACTIVITY_SCROLL.name}`);
      scroll = await measureActivityScroll(browser, app, ACTIVITY_SCROLL).catch(asError);
    }

    for (const route of chosen(ROUTES.filter((route) => route.name === FLOOR_ROUTE))) {
      progress(`offline demo, cold: ${route.name}`);
      demo = await measureNavigation(browser, { ...sites, app: demoSite }, TOKEN, { ...route, timed: false }, 1, RUNS);
    }
  } finally {
    await browser.close();
  }

  if (!options.has('--skip-lighthouse')) {
    progress('Lighthouse, mobile profile: every route, the stack floor and the offline demo');
    const floorRequests = navigation.find((result) => result.route === FLOOR_ROUTE)?.dataRequests ?? [];
    lighthouse = await measureLighthouse(
      [
        ...chosen(ROUTES).map((route) => ({ page: route.name, url: `${app}${route.path}` })),
        { page: LIGHTHOUSE_FLOOR, url: referencePageUrl(floorSite, { requests: floorRequests, token: TOKEN }) },
        // The offline demo's first pages (its mock in the page), each held to the production build's.
        ...chosen(ROUTES.filter((route) => DEMO_PAGES.includes(route.name))).map((route) => ({
          page: `${figuresOf.DEMO_PREFIX}${route.name}`,
          url: `${demoSite}${route.path}`,
        })),
      ],
      ports.lighthouse,
      [tls.chromiumFlag],
    ).catch(asError);
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}

const figures = [
  ...figuresOf.firstScreenFigures(navigation),
  ...figuresOf.requestFigures(navigation),
  ...figuresOf.navigationFigures(navigation),
  ...figuresOf.interactionFigures(interactions),
  ...figuresOf.scrollFigures(scroll, ACTIVITY_SCROLL.events),
  ...figuresOf.demoFigures(demo, navigation),
  ...figuresOf.lighthouseFigures(lighthouse, LIGHTHOUSE_FLOOR),
].map(judge);
const table = markdownTable(figures);
const durationSec = Math.round((performance.now() - started) / 1000);
const judged = figures.filter((figure) => figure.met !== null);
const missed = judged.filter((figure) => figure.met === false).length;
console.info(`\n${machine}; MOCK_NOW ${mockNow}; ${RUNS} runs a figure; ${durationSec} s\n\n${table}\n`);
console.info(missed === 0 ? 'Every figure within its target.' : `${missed} of ${judged.length} figures miss their target.`);
const results = {
  generatedAt: new Date().toISOString(),
  durationSec,
  machine,
  settings: { runs: RUNS, cpuThrottling: CPU_THROTTLING, mockNow, ports },
  figures,
};
if (!only) {
  writeFileSync(`${ROOT}bench/results.json`, `${JSON.stringify(results, null, 2)}\n`);
  progress('wrote bench/results.json');
}
