// `npm run bench`: builds the production app, the stack floor and the bare React page (dist-bench/),
// starts the mock server (clock pinned to the run's start) and a static server per build on its own
// ports, measures in Chromium, runs the mock's own timings, then prints one table and writes
// bench/results.json. Options:
//   --readme        also put the table and the machine into README.md (between the bench markers)
//   --skip-mock     leave out bench:mock (its scale-10 store takes about a minute to build)
//   --skip-lighthouse  leave out Lighthouse (three audits a page, about five minutes)
//   BENCH_RUNS=n    loads/clicks per figure (default 5, at least 5 for a figure worth quoting)
//   BENCH_PORT=p    first of the five ports (default 5610)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_CREDENTIALS } from '../mocks/fixtures';
import { measureActivityScroll, type ScrollResult } from './lib/activity-scroll';
import { launchBrowser } from './lib/browser';
import { buildPages, BENCH_OUT_DIR } from './lib/build-pages';
import { type DemoResult, measureDemo } from './lib/demo';
import {
  demoFigures,
  firstScreenFigures,
  interactionFigures,
  lighthouseFigures,
  mockFigures,
  navigationFigures,
  scrollFigures,
  typicalFirstScreen,
} from './lib/figures';
import { type FirstScreen, measureFirstScreen } from './lib/first-screen';
import { type InteractionResult, measureInteraction } from './lib/interactions';
import { describeMachine, type Machine, machineLine } from './lib/machine';
import { createMockApi } from './lib/mock-api';
import { measureMockTimings } from './lib/mock-timings';
import { loadPage, measureNavigation, type NavigationResult, type Origins, referenceFirstData } from './lib/navigation';
import { type LighthouseResult, measureLighthouse } from './lib/lighthouse';
import { judge, markdownTable, replaceBetweenMarkers } from './lib/report';
import { benchPorts, type RunningServer, startMockServer, startStaticServer } from './lib/servers';
import { referencePageUrl } from './pages/page-config';
import { ACTIVITY_SCROLL, INTERACTIONS, ROUTES } from './scenarios';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const CPU_THROTTLING = [1, 4];
const options = new Set(process.argv.slice(2));
/** The stack floor under Lighthouse sends test search's requests (the route most people open first). */
const LIGHTHOUSE_FLOOR_ROUTE = 'test search';
const LIGHTHOUSE_FLOOR = `stack floor (${LIGHTHOUSE_FLOOR_ROUTE}'s requests)`;

const progress = (message: string) => console.info(`· ${message}`);
const failure = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

async function main(): Promise<void> {
  const started = performance.now();
  const ports = benchPorts();
  // The mock's clock starts now (to the second): the app reads the browser's clock for its windows.
  const mockNow = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();
  const token = DEMO_CREDENTIALS.adminKey;
  const apiBase = `http://127.0.0.1:${ports.mock}/v1`;

  progress('building the app, the offline demo, the stack floor and the bare React page');
  const built = await buildPages({ baseUrl: apiBase, token });

  const servers: RunningServer[] = [];
  let machine: Machine;
  const navigation: NavigationResult[] = [];
  const interactions: InteractionResult[] = [];
  let floor: FirstScreen | Error;
  let scroll: ScrollResult | Error;
  let demo: DemoResult | Error = new Error('not measured');
  let lighthouseResults: LighthouseResult[] | Error = new Error('left out (--skip-lighthouse)');
  try {
    progress(`starting the mock server (MOCK_NOW=${mockNow}) and the static servers`);
    servers.push(await startMockServer(ports.mock, mockNow));
    const [app, floorServer, bare, demoServer] = await Promise.all([
      startStaticServer(built.app, ports.app),
      startStaticServer(built.floor, ports.floor),
      startStaticServer(built.bare, ports.bare),
      startStaticServer(built.demo, ports.demo),
    ]);
    servers.push(app, floorServer, bare, demoServer);
    const origins: Origins = { app: app.url, floor: floorServer.url, bare: bare.url };
    const api = createMockApi(apiBase, token);

    const browser = await launchBrowser();
    machine = describeMachine(browser.version());
    try {
      for (const route of ROUTES) {
        let dataRequests: string[] = [];
        for (const cpu of route.timed ? CPU_THROTTLING : [1]) {
          progress(`navigation → first data: ${route.name}, ${cpu}× CPU`);
          const result = await measureNavigation(browser, origins, built.app, token, route, cpu, route.timed ? RUNS : 1, dataRequests);
          dataRequests = result.dataRequests;
          navigation.push(result);
        }
      }

      progress('stack floor');
      floor = await measureFloor(browser, origins, built.floor, token, navigation).catch(failure);

      for (const scenario of INTERACTIONS) {
        progress(`click → repaint: ${scenario.name}`);
        interactions.push(
          await measureInteraction(browser, origins, api, scenario, RUNS).catch((error: unknown) => ({
            interaction: `${scenario.name} (${failure(error).message.split('\n')[0]})`,
            app: [],
            bare: [],
            bareEvery: [],
            appRequests: 0,
            unchangedBeforeClick: false,
            unexpectedRequests: null,
          })),
        );
      }

      progress(`scrolling: ${ACTIVITY_SCROLL.name}`);
      scroll = await measureActivityScroll(browser, origins, ACTIVITY_SCROLL).catch(failure);

      const demoRoute = ROUTES.find((route) => route.name === 'test search');
      if (demoRoute) {
        progress(`offline demo, cold: ${demoRoute.name}`);
        demo = await measureDemo(browser, demoServer.url, built.demo, demoRoute, RUNS).catch(failure);
      }
    } finally {
      await browser.close();
    }

    if (!options.has('--skip-lighthouse')) {
      progress('Lighthouse, mobile profile: every route and the stack floor');
      const floorRequests = navigation.find((result) => result.route === LIGHTHOUSE_FLOOR_ROUTE)?.dataRequests ?? [];
      lighthouseResults = await measureLighthouse([
        ...ROUTES.map((route) => ({ page: route.name, url: `${origins.app}${route.path}` })),
        { page: LIGHTHOUSE_FLOOR, url: referencePageUrl(origins.floor, { requests: floorRequests, token }) },
      ]).catch(failure);
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }

  let mock: Awaited<ReturnType<typeof measureMockTimings>> | Error = new Error('left out (--skip-mock)');
  if (!options.has('--skip-mock')) {
    progress('mock query timings (bench:mock, scales 1 and 10)');
    mock = await measureMockTimings(`${BENCH_OUT_DIR}/mock-timings.json`).catch(failure);
  }

  const figures = [
    ...firstScreenFigures(navigation, floor),
    ...navigationFigures(navigation),
    ...interactionFigures(interactions),
    ...scrollFigures(scroll, ACTIVITY_SCROLL.events),
    ...demoFigures(demo, navigation),
    ...lighthouseFigures(lighthouseResults, LIGHTHOUSE_FLOOR),
    ...mockFigures(mock),
  ].map(judge);
  const table = markdownTable(figures);
  const machineText = machineLine(machine);
  const durationSec = Math.round((performance.now() - started) / 1000);
  const missed = figures.filter((figure) => figure.met === false).length;

  console.info(`\n${machineText}; MOCK_NOW ${mockNow}; ${RUNS} runs a figure; ${durationSec} s\n`);
  console.info(table);
  console.info(
    `\n${missed === 0 ? 'Every figure within its target.' : `${missed} of ${figures.filter((figure) => figure.met !== null).length} figures miss their target.`}`,
  );

  const results = {
    generatedAt: new Date().toISOString(),
    durationSec,
    machine,
    settings: { runs: RUNS, cpuThrottling: CPU_THROTTLING, mockNow, ports },
    figures,
    details: {
      navigation: navigation.map(({ firstScreens: _sizedBelow, ...rest }) => rest),
      firstScreens: Object.fromEntries(
        navigation.filter((result) => result.cpuThrottling === 1).map((result) => [result.route, typicalFirstScreen(result)?.files ?? []]),
      ),
      floor: floor instanceof Error ? floor.message : floor,
      interactions,
      scroll: scroll instanceof Error ? scroll.message : scroll,
      demo: demo instanceof Error ? demo.message : demo,
      lighthouse: lighthouseResults instanceof Error ? lighthouseResults.message : lighthouseResults,
      mock: mock instanceof Error ? mock.message : mock,
    },
  };
  writeFileSync(`${ROOT}bench/results.json`, `${JSON.stringify(results, null, 2)}\n`);
  progress('wrote bench/results.json');

  if (options.has('--readme')) {
    const readme = `${ROOT}README.md`;
    const date = results.generatedAt.slice(0, 10);
    const content = `Latest run, ${date}: ${machineText}; ${RUNS} runs a figure, ${durationSec} s.\n\n${table}`;
    writeFileSync(readme, replaceBetweenMarkers(readFileSync(readme, 'utf8'), '<!-- bench:begin -->', '<!-- bench:end -->', content));
    progress('updated the table in README.md');
  }
}

/** The stack floor's first screen: the floor page showing the first route's answer. */
async function measureFloor(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  origins: Origins,
  buildDir: string,
  token: string,
  navigation: NavigationResult[],
): Promise<FirstScreen> {
  const requests = navigation.find((result) => result.dataRequests.length > 0)?.dataRequests ?? [];
  if (requests.length === 0) throw new Error('no app request to show');
  const load = await loadPage(browser, referencePageUrl(origins.floor, { requests, token }), referenceFirstData, 1);
  return measureFirstScreen(load.entries, origins.floor, load.firstData, buildDir);
}

await main();
