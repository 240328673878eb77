// From measurements to the table's figures, each with its target and the same run's reference.
import type { ScrollResult } from './activity-scroll';
import type { FirstScreen } from './first-screen';
import type { InteractionResult, InteractionSample } from './interactions';
import { type LighthouseResult, lighthouseMedians } from './lighthouse';
import type { NavigationResult } from './navigation';
import { longestTask } from './page-probe';
import type { Figure, Target, Unit } from './report';
import { median, medianBy } from './stats';

type Extra = Partial<Pick<Figure, 'detail' | 'note' | 'reference' | 'target'>>;

const total = (screen: FirstScreen) => screen.jsBytes + screen.cssBytes;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const section =
  (title: string) =>
  (name: string, value: number | null, unit: Unit, ...extras: Extra[]): Figure =>
    Object.assign({ section: title, name, value, unit }, ...extras);
const noted = (note: string | undefined): Extra => (note ? { note } : {});
const versus = (name: string, value: number | null | undefined): Extra =>
  value === null || value === undefined ? {} : { reference: { name, value } };
const atMost = (limit: number, of?: Target['of']): Extra => ({ target: { bound: 'at most', limit, ...(of && { of }) } });
const atLeast = (limit: number, of?: Target['of']): Extra => ({ target: { bound: 'at least', limit, ...(of && { of }) } });
const screenFigure = (figure: ReturnType<typeof section>, name: string, screen: FirstScreen | undefined, error?: string) =>
  screen
    ? figure(name, total(screen), 'KiB', {
        detail: `JS ${kib(screen.jsBytes)} + CSS ${kib(screen.cssBytes)}, ${screen.files.length} files`,
      })
    : figure(name, null, 'KiB', { note: error ?? 'no load finished' });

/** The load whose first screen is the median one (a chunk may start just before or after the data). */
export const typicalFirstScreen = (result: NavigationResult) => medianBy(result.firstScreens, total);

/** Each route's first screen at 1×, beside the stack floor's (sized as the timed routes loaded it). */
export function firstScreenFigures(navigation: readonly NavigationResult[]): Figure[] {
  const figure = section('first screen, JS + CSS as transferred (gzip)');
  const atOneCpu = navigation.filter((result) => result.cpuThrottling === 1);
  const floorScreen = medianBy(
    atOneCpu.flatMap((result) => result.floorScreens),
    total,
  );
  const routes = atOneCpu.map((result) =>
    Object.assign(
      screenFigure(figure, result.route, typicalFirstScreen(result), result.error),
      versus('floor', floorScreen && total(floorScreen)),
      atMost(1.35, 'times'),
    ),
  );
  return [
    ...routes,
    screenFigure(figure, 'stack floor: React, TanStack Router + Query, Mantine + CSS', floorScreen, 'no timed route loaded'),
  ];
}

/** Every request a page's first screen sends to the API, until the network is quiet: bounded whatever the data's size. */
export function requestFigures(navigation: readonly NavigationResult[]): Figure[] {
  const figure = section('first screen, API requests');
  return navigation
    .filter((result) => result.apiRequests !== undefined)
    .map((result) => figure(result.route, result.apiRequests ?? null, 'requests', atMost(60)));
}

export function navigationFigures(navigation: readonly NavigationResult[]): Figure[] {
  const figure = section('navigation → first data (median)');
  return navigation
    .filter((result) => result.timed)
    .flatMap((result) => {
      const name = `${result.route}, ${result.cpuThrottling}× CPU`;
      const bare = versus('bare React', median(result.bare));
      const floorDetail = `${result.floor.length} loads; the least a page on our stack takes for this data; no target`;
      const app = figure(name, median(result.app), 'ms', { detail: `${result.app.length} loads` }, noted(result.error), bare);
      return [
        Object.assign(app, atMost(1.5, 'times')),
        figure(`${name}: stack floor page, same requests`, median(result.floor), 'ms', { detail: floorDetail }, bare),
      ];
    });
}

export function interactionFigures(interactions: readonly InteractionResult[]): Figure[] {
  const figure = section('click → repainted (median)');
  const repaint = (samples: readonly InteractionSample[]) => median(samples.map((sample) => sample.repaint));
  const longest = (samples: readonly InteractionSample[]) => median(samples.map((sample) => longestTask(sample.longTasks)));
  return interactions.flatMap((result) => {
    const name = result.interaction;
    const caveats = [
      result.unchangedBeforeClick ? 'the rows showed the answer before the click' : '',
      result.unexpectedRequests ? `the app asked ${result.unexpectedRequests.length === 0 ? 'nothing new' : 'otherwise'}` : '',
    ].filter(Boolean);
    const bare = versus(`bare React sending its ${result.appRequests} requests`, repaint(result.bare));
    const target = result.heldToEveryRequest ? atMost(1.25, 'times') : atMost(100);
    const taskCount = median(result.app.map((sample) => sample.longTasks.length)) ?? Number.NaN;
    return [
      figure(name, repaint(result.app), 'ms', { detail: `${result.app.length} clicks` }, noted(caveats.join('; ')), bare, target),
      figure(`${name}: rows' own figures filled in`, median(result.app.map((sample) => sample.settled)), 'ms', {
        detail: 'secondary requests, after the repaint; no target',
      }),
      figure(
        `${name}: longest task`,
        longest(result.app),
        'ms',
        { detail: `long tasks a click: ${taskCount}` },
        versus('bare React', longest(result.bare)),
        atMost(50),
      ),
    ];
  });
}

export function scrollFigures(scroll: ScrollResult | Error, events: number): Figure[] {
  const figure = section('scrolling the activity log');
  if (scroll instanceof Error) return [figure(`through ${events.toLocaleString('en-US')} events`, null, 'ms', { note: scroll.message })];
  const seconds = (scroll.durationMs / 1000).toFixed(1);
  const progress = `${scroll.stopped}; ${scroll.pagesLoaded} pages loaded, ${scroll.stalls} waits at the bottom, ${scroll.wheelSteps} wheel steps in ${seconds} s`;
  const tasks = `${scroll.longTasks.length} long tasks, ${Math.round(scroll.longTasks.reduce((sum, task) => sum + task.duration, 0))} ms in all`;
  return [
    figure('events scrolled through', scroll.eventsScrolled, 'events', { detail: progress }, atLeast(events)),
    figure('longest task while scrolling', longestTask(scroll.longTasks), 'ms', { detail: tasks }, atMost(50)),
    figure('rows mounted at most', scroll.rowsMountedMax, 'rows', atMost(60)),
    figure('DOM elements per row', scroll.elementsPerRow, 'elements'),
  ];
}

/** The offline demo (its mock backend included) beside the production build's same route at 1×. */
export function demoFigures(demo: NavigationResult | Error, navigation: readonly NavigationResult[]): Figure[] {
  const figure = section('offline demo, cold load');
  if (demo instanceof Error) return [figure('test search', null, 'ms', { note: demo.message })];
  const production = navigation.find((result) => result.route === demo.route && result.cpuThrottling === 1);
  const productionScreen = production && typicalFirstScreen(production);
  const screenName = `${demo.route}: first screen, JS + CSS as transferred (with its mock backend)`;
  return [
    Object.assign(
      screenFigure(figure, screenName, typicalFirstScreen(demo), demo.error),
      versus('production build', productionScreen && total(productionScreen)),
      atMost(1.5, 'times'),
    ),
    figure(
      `${demo.route}: navigation → first data, 1× CPU`,
      median(demo.app),
      'ms',
      { detail: `${demo.app.length} cold loads` },
      noted(demo.error),
      versus('production build', production && median(production.app)),
      atMost(1000),
    ),
  ];
}

/** Per page beside the stack floor of the same run: score, largest paint, blocking time, layout shift, accessibility, best practices. */
export function lighthouseFigures(results: readonly LighthouseResult[] | Error, floorPage: string): Figure[] {
  const figure = section('Lighthouse, mobile profile (median)');
  if (results instanceof Error) return [figure('every route', null, 'points', { note: results.message })];
  const mediansOf = (page: string | undefined) => {
    const found = results.find((result) => result.page === page);
    return found ? lighthouseMedians(found) : null;
  };
  const floor = mediansOf(floorPage);
  return results.flatMap((result) => {
    const name = result.page;
    // The floor is held to nothing; a demo page only by its score, against the production build's same page.
    const held = (...extras: Extra[]) => (name === floorPage ? {} : Object.assign({}, ...extras));
    const production = name.startsWith(DEMO_PREFIX) ? mediansOf(name.slice(DEMO_PREFIX.length)) : undefined;
    const performance =
      production === undefined
        ? held(versus('floor', floor?.performance), atLeast(-5, 'plus'))
        : held(versus('production build', production?.performance), atLeast(-10, 'plus'));
    const medians = lighthouseMedians(result);
    if (medians === null)
      return [figure(`${name}: performance`, null, 'points', { note: result.error ?? 'no audit finished' }, performance)];
    const fcp = `first contentful paint ${(medians.firstContentfulPaintMs / 1000).toFixed(2)} s, ${kib(medians.transferBytes)} KiB transferred`;
    const paintAndBlocking = [
      figure(
        `${name}: largest contentful paint`,
        medians.largestContentfulPaintMs,
        'ms',
        held(versus('floor', floor?.largestContentfulPaintMs), atMost(1, 'times')),
      ),
      figure(
        `${name}: total blocking time`,
        medians.totalBlockingTimeMs,
        'ms',
        held(versus('floor', floor?.totalBlockingTimeMs), atMost(150, 'plus')),
      ),
      figure(`${name}: layout shift`, medians.cumulativeLayoutShift, 'shift', held(atMost(0.02))),
    ];
    return [
      figure(`${name}: performance`, medians.performance, 'points', { detail: fcp }, noted(result.error), performance),
      ...(production === undefined ? paintAndBlocking : []),
      figure(`${name}: accessibility`, medians.accessibility, 'points', held(atLeast(100))),
      figure(`${name}: best practices`, medians.bestPractices, 'points', held(atLeast(100))),
    ];
  });
}

/** Lighthouse pages of the offline demo are named after the production page they are held to. */
export const DEMO_PREFIX = 'offline demo: ';
