// From measurements to the table's figures, each with its target and the same run's reference.
import type { ScrollResult } from './activity-scroll';
import type { FirstScreen } from './first-screen';
import type { InteractionResult, InteractionSample } from './interactions';
import { type LighthouseResult, lighthouseMedians } from './lighthouse';
import type { MockTimings } from './mock-timings';
import type { NavigationResult } from './navigation';
import { longestTask } from './page-probe';
import type { Figure } from './report';
import { median, medianBy } from './stats';

export const TARGETS = {
  firstScreenOverFloor: 1.35,
  firstDataOverBare: 1.5,
  repaintMs: 100,
  longTaskMs: 50,
  rowsMounted: 60,
  demoFirstScreenOverProduction: 1.5,
  /** "Shows data in a few seconds on a cold cache." */
  demoFirstDataMs: 3000,
  lighthousePerformance: 95,
  /** Largest contentful paint over the stack floor's, same run. */
  lighthouseLcpOverFloor: 1,
  lighthouseTotalBlockingMs: 150,
  lighthouseLayoutShift: 0.02,
} as const;

const total = (screen: FirstScreen) => screen.jsBytes + screen.cssBytes;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const breakdown = (screen: FirstScreen) => `JS ${kib(screen.jsBytes)} + CSS ${kib(screen.cssBytes)}, ${screen.files.length} files`;
/** The figure's `reference`, when there is one. */
const versus = (name: string, value: number | null | undefined) =>
  value === null || value === undefined ? {} : { reference: { name, value } };
const noted = (note: string | undefined) => (note ? { note } : {});
const atMost = (max: number) => ({ target: { kind: 'at most', max } }) as const;
const ratioAtMost = (max: number) => ({ target: { kind: 'ratio', max } }) as const;

/** The load whose first screen is the median one (a chunk may start just before or after the data). */
export const typicalFirstScreen = (result: NavigationResult) => medianBy(result.firstScreens, total);

function firstScreenFigure(section: string, name: string, screen: FirstScreen | undefined, error?: string): Figure {
  return {
    section,
    name,
    value: screen ? total(screen) : null,
    unit: 'KiB',
    ...(screen ? { detail: breakdown(screen) } : { note: error ?? 'no load finished' }),
  };
}

export function firstScreenFigures(navigation: readonly NavigationResult[], floor: FirstScreen | Error): Figure[] {
  const section = 'first screen, JS + CSS gzip';
  const floorScreen = floor instanceof Error ? undefined : floor;
  return [
    ...navigation
      .filter((result) => result.cpuThrottling === 1)
      .map((result) => ({
        ...firstScreenFigure(section, result.route, typicalFirstScreen(result), result.error),
        ...versus('floor', floorScreen && total(floorScreen)),
        ...ratioAtMost(TARGETS.firstScreenOverFloor),
      })),
    firstScreenFigure(
      section,
      'stack floor: React, TanStack Router + Query, Mantine + CSS',
      floorScreen,
      floor instanceof Error ? floor.message : undefined,
    ),
  ];
}

export function navigationFigures(navigation: readonly NavigationResult[]): Figure[] {
  const section = 'navigation → first data (median)';
  return navigation
    .filter((result) => result.timed)
    .flatMap((result): Figure[] => {
      const name = `${result.route}, ${result.cpuThrottling}× CPU`;
      const bare = versus('bare React', median(result.bare));
      return [
        {
          section,
          name,
          value: median(result.app),
          unit: 'ms',
          detail: `${result.app.length} loads`,
          ...noted(result.error),
          ...bare,
          ...ratioAtMost(TARGETS.firstDataOverBare),
        },
        {
          section,
          name: `${name}: stack floor page, same requests`,
          value: median(result.floor),
          unit: 'ms',
          detail: `${result.floor.length} loads; the least a page on our stack takes for this data; no target`,
          ...bare,
        },
      ];
    });
}

export function interactionFigures(interactions: readonly InteractionResult[]): Figure[] {
  const section = 'click → repainted (median)';
  const repaint = (samples: readonly InteractionSample[]) => median(samples.map((sample) => sample.repaint));
  const longest = (samples: readonly InteractionSample[]) => median(samples.map((sample) => longestTask(sample.longTasks)));
  return interactions.flatMap((result): Figure[] => {
    const caveats = [
      result.unchangedBeforeClick ? 'the rows showed the answer before the click' : '',
      result.unexpectedRequests ? `the app asked ${result.unexpectedRequests.length === 0 ? 'nothing new' : 'otherwise'}` : '',
    ].filter(Boolean);
    const name = result.interaction;
    const bare = versus('bare React', repaint(result.bare));
    return [
      {
        section,
        name,
        value: repaint(result.app),
        unit: 'ms',
        detail: `${result.app.length} clicks`,
        ...noted(caveats.join('; ')),
        ...bare,
        ...atMost(TARGETS.repaintMs),
      },
      ...(result.bareEvery.length === 0
        ? []
        : [
            {
              section,
              name: `${name}: bare React sending the app's ${result.appRequests} requests`,
              value: repaint(result.bareEvery),
              unit: 'ms',
              detail: `${result.bareEvery.length} clicks; the least this click takes over this API and mock; no target`,
              ...bare,
            } satisfies Figure,
          ]),
      {
        section,
        name: `${name}: rows' own figures filled in`,
        value: median(result.app.map((sample) => sample.settled)),
        unit: 'ms',
        detail: 'secondary requests, after the repaint; no target',
      },
      {
        section,
        name: `${name}: longest task`,
        value: longest(result.app),
        unit: 'ms',
        detail: `long tasks a click: ${median(result.app.map((sample) => sample.longTasks.length)) ?? Number.NaN}`,
        ...versus('bare React', longest(result.bare)),
        ...atMost(TARGETS.longTaskMs),
      },
    ];
  });
}

export function scrollFigures(scroll: ScrollResult | Error, events: number): Figure[] {
  const section = 'scrolling the activity log';
  if (scroll instanceof Error)
    return [{ section, name: `through ${events.toLocaleString('en-US')} events`, value: null, unit: 'ms', note: scroll.message }];
  const stopped = scroll.endedEarly ? 'the list ended' : scroll.timedOut ? 'time budget ran out' : 'reached';
  const tasksMs = Math.round(scroll.longTasks.reduce((sum, task) => sum + task.duration, 0));
  return [
    {
      section,
      name: 'events scrolled through',
      value: scroll.eventsScrolled,
      unit: 'events',
      detail: `${stopped}; ${scroll.eventsLoaded.toLocaleString('en-US')} loaded, ${scroll.stalls} waits at the bottom, ${scroll.wheelSteps} wheel steps in ${(scroll.durationMs / 1000).toFixed(1)} s`,
      target: { kind: 'at least', min: events },
    },
    {
      section,
      name: 'longest task while scrolling',
      value: longestTask(scroll.longTasks),
      unit: 'ms',
      detail: `${scroll.longTasks.length} long tasks, ${tasksMs} ms in all`,
      ...atMost(TARGETS.longTaskMs),
    },
    { section, name: 'rows mounted at most', value: scroll.rowsMountedMax, unit: 'rows', ...atMost(TARGETS.rowsMounted) },
    { section, name: 'DOM elements per row', value: scroll.elementsPerRow, unit: 'elements' },
  ];
}

export function mockFigures(reports: readonly MockTimings[] | Error): Figure[] {
  const section = 'mock backend (bench:mock), p50';
  if (reports instanceof Error) return [{ section, name: 'query timings', value: null, unit: 'ms', note: reports.message }];
  return reports.flatMap((report) =>
    report.measures.map((measure): Figure => ({
      section,
      name: `${measure.name}, scale ${report.scale}`,
      value: measure.p50,
      unit: 'ms',
      detail: `p95 ${measure.p95.toFixed(1)} ms`,
      ...versus('linear scan', measure.linearP50),
      ...(measure.target === undefined ? {} : atMost(measure.target)),
    })),
  );
}

/** The offline demo (its mock backend included) beside the production build's same route at 1×. */
export function demoFigures(demo: NavigationResult | Error, navigation: readonly NavigationResult[]): Figure[] {
  const section = 'offline demo, cold load';
  if (demo instanceof Error) return [{ section, name: 'test search', value: null, unit: 'ms', note: demo.message }];
  const production = navigation.find((result) => result.route === demo.route && result.cpuThrottling === 1);
  const productionScreen = production && typicalFirstScreen(production);
  return [
    {
      ...firstScreenFigure(
        section,
        `${demo.route}: first screen, JS + CSS gzip (with its mock backend)`,
        typicalFirstScreen(demo),
        demo.error,
      ),
      ...versus('production build', productionScreen && total(productionScreen)),
      ...ratioAtMost(TARGETS.demoFirstScreenOverProduction),
    },
    {
      section,
      name: `${demo.route}: navigation → first data, 1× CPU`,
      value: median(demo.app),
      unit: 'ms',
      detail: `${demo.app.length} cold loads`,
      ...noted(demo.error),
      ...versus('production build', production && median(production.app)),
      ...atMost(TARGETS.demoFirstDataMs),
    },
  ];
}

/** Per page beside the stack floor (`floorPage`, held to nothing): score, largest paint, blocking time, layout shift. */
export function lighthouseFigures(results: readonly LighthouseResult[] | Error, floorPage: string): Figure[] {
  const section = 'Lighthouse, mobile profile (median)';
  if (results instanceof Error) return [{ section, name: 'every route', value: null, unit: 'points', note: results.message }];
  const floor = results.find((result) => result.page === floorPage);
  const floorLcp = floor && lighthouseMedians(floor)?.largestContentfulPaintMs;
  return results.flatMap((result): Figure[] => {
    const medians = lighthouseMedians(result);
    const isFloor = result === floor;
    const held = <T extends object>(target: T) => (isFloor ? {} : target);
    const performanceTarget = held({ target: { kind: 'at least', min: TARGETS.lighthousePerformance } } as const);
    if (medians === null) {
      return [
        {
          section,
          name: `${result.page}: performance`,
          value: null,
          unit: 'points',
          note: result.error ?? 'no audit finished',
          ...performanceTarget,
        },
      ];
    }
    return [
      {
        section,
        name: `${result.page}: performance`,
        value: medians.performance,
        unit: 'points',
        detail: `first contentful paint ${(medians.firstContentfulPaintMs / 1000).toFixed(2)} s, ${kib(medians.transferBytes)} KiB transferred`,
        ...noted(result.error),
        ...performanceTarget,
      },
      {
        section,
        name: `${result.page}: largest contentful paint`,
        value: medians.largestContentfulPaintMs,
        unit: 'ms',
        ...held({ ...versus('floor', floorLcp), ...ratioAtMost(TARGETS.lighthouseLcpOverFloor) }),
      },
      {
        section,
        name: `${result.page}: total blocking time`,
        value: medians.totalBlockingTimeMs,
        unit: 'ms',
        ...held(atMost(TARGETS.lighthouseTotalBlockingMs)),
      },
      ...(isFloor
        ? []
        : [
            {
              section,
              name: `${result.page}: layout shift`,
              value: medians.cumulativeLayoutShift,
              unit: 'shift',
              ...atMost(TARGETS.lighthouseLayoutShift),
            } satisfies Figure,
          ]),
    ];
  });
}
