// From measurements to the table's figures, each with its target and the same run's reference.
import type { ScaleReport } from '../../mocks/bench/bench-mock';
import type { ScrollResult } from './activity-scroll';
import type { DemoResult } from './demo';
import type { FirstScreen } from './first-screen';
import type { InteractionResult, InteractionSample } from './interactions';
import { type LighthouseResult, lighthouseMedians } from './lighthouse';
import type { NavigationResult } from './navigation';
import { longestTask } from './paint';
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
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const breakdown = (screen: FirstScreen) => `JS ${kib(screen.jsBytes)} + CSS ${kib(screen.cssBytes)}, ${screen.files.length} files`;

/** The load whose first screen is the median one (a chunk may start just before or after the data). */
export function typicalFirstScreen(result: NavigationResult): FirstScreen | undefined {
  return medianBy(result.firstScreens, total);
}

export function firstScreenFigures(navigation: readonly NavigationResult[], floor: FirstScreen | Error): Figure[] {
  const section = 'first screen, JS + CSS gzip';
  const floorFigure: Figure =
    floor instanceof Error
      ? { section, name: 'stack floor: React, TanStack Router + Query, Mantine + CSS', value: null, unit: 'KiB', note: floor.message }
      : {
          section,
          name: 'stack floor: React, TanStack Router + Query, Mantine + CSS',
          value: total(floor),
          unit: 'KiB',
          detail: breakdown(floor),
        };
  const routes = navigation.filter((result) => result.cpuThrottling === 1);
  return [
    ...routes.map((result): Figure => {
      const screen = typicalFirstScreen(result);
      return {
        section,
        name: result.route,
        value: screen ? total(screen) : null,
        unit: 'KiB',
        ...(screen ? { detail: breakdown(screen) } : { note: result.error ?? 'no load finished' }),
        ...(floor instanceof Error ? {} : { reference: { name: 'floor', value: total(floor) } }),
        target: { kind: 'ratio', max: TARGETS.firstScreenOverFloor },
      };
    }),
    floorFigure,
  ];
}

export function navigationFigures(navigation: readonly NavigationResult[]): Figure[] {
  const section = 'navigation → first data (median)';
  return navigation
    .filter((result) => result.timed)
    .flatMap((result): Figure[] => {
      const bare = result.bare.length > 0 ? { reference: { name: 'bare React', value: median(result.bare) } } : {};
      return [
        {
          section,
          name: `${result.route}, ${result.cpuThrottling}× CPU`,
          value: result.app.length > 0 ? median(result.app) : null,
          unit: 'ms',
          detail: `${result.app.length} loads`,
          ...(result.error ? { note: result.error } : {}),
          ...bare,
          target: { kind: 'ratio', max: TARGETS.firstDataOverBare },
        },
        {
          section,
          name: `${result.route}, ${result.cpuThrottling}× CPU: stack floor page, same requests`,
          value: result.floor.length > 0 ? median(result.floor) : null,
          unit: 'ms',
          detail: `${result.floor.length} loads; the least a page on our stack takes for this data; no target`,
          ...bare,
        },
      ];
    });
}

const typicalLongest = (samples: readonly InteractionSample[]) => median(samples.map((sample) => longestTask(sample.longTasks)));

export function interactionFigures(interactions: readonly InteractionResult[]): Figure[] {
  return interactions.flatMap((result): Figure[] => {
    const caveats = [
      result.unchangedBeforeClick ? 'the rows showed the answer before the click' : '',
      result.unexpectedRequests ? `the app asked ${result.unexpectedRequests.length === 0 ? 'nothing new' : 'otherwise'}` : '',
    ].filter(Boolean);
    const note = caveats.length > 0 ? caveats.join('; ') : undefined;
    const taskCounts = median(result.app.map((sample) => sample.longTasks.length));
    return [
      {
        section: 'click → repainted (median)',
        name: result.interaction,
        value: result.app.length > 0 ? median(result.app.map((sample) => sample.repaint)) : null,
        unit: 'ms',
        detail: `${result.app.length} clicks`,
        ...(note ? { note } : {}),
        ...(result.bare.length > 0
          ? { reference: { name: 'bare React', value: median(result.bare.map((sample) => sample.repaint)) } }
          : {}),
        target: { kind: 'at most', max: TARGETS.repaintMs },
      },
      ...(result.bareEvery.length > 0
        ? [
            {
              section: 'click → repainted (median)',
              name: `${result.interaction}: bare React sending the app's ${result.appRequests} requests`,
              value: median(result.bareEvery.map((sample) => sample.repaint)),
              unit: 'ms',
              detail: `${result.bareEvery.length} clicks; the least this click takes over this API and mock; no target`,
              ...(result.bare.length > 0
                ? { reference: { name: 'bare React', value: median(result.bare.map((sample) => sample.repaint)) } }
                : {}),
            } satisfies Figure,
          ]
        : []),
      {
        section: 'click → repainted (median)',
        name: `${result.interaction}: rows' own figures filled in`,
        value: result.app.length > 0 ? median(result.app.map((sample) => sample.settled)) : null,
        unit: 'ms',
        detail: 'secondary requests, after the repaint; no target',
      },
      {
        section: 'click → repainted (median)',
        name: `${result.interaction}: longest task`,
        value: result.app.length > 0 ? typicalLongest(result.app) : null,
        unit: 'ms',
        detail: `long tasks a click: ${taskCounts}`,
        ...(result.bare.length > 0 ? { reference: { name: 'bare React', value: typicalLongest(result.bare) } } : {}),
        target: { kind: 'at most', max: TARGETS.longTaskMs },
      },
    ];
  });
}

export function scrollFigures(scroll: ScrollResult | Error, events: number): Figure[] {
  const section = 'scrolling the activity log';
  if (scroll instanceof Error)
    return [{ section, name: `through ${events.toLocaleString('en-US')} events`, value: null, unit: 'ms', note: scroll.message }];
  const stopped = scroll.endedEarly ? 'the list ended' : scroll.timedOut ? 'time budget ran out' : 'reached';
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
      detail: `${scroll.longTasks.length} long tasks, ${Math.round(scroll.longTasks.reduce((sum, task) => sum + task.duration, 0))} ms in all`,
      target: { kind: 'at most', max: TARGETS.longTaskMs },
    },
    {
      section,
      name: 'rows mounted at most',
      value: scroll.rowsMountedMax,
      unit: 'rows',
      target: { kind: 'at most', max: TARGETS.rowsMounted },
    },
    { section, name: 'DOM elements per row', value: scroll.elementsPerRow, unit: 'elements' },
  ];
}

export function mockFigures(reports: readonly ScaleReport[] | Error): Figure[] {
  const section = 'mock backend (bench:mock), p50';
  if (reports instanceof Error) return [{ section, name: 'query timings', value: null, unit: 'ms', note: reports.message }];
  return reports.flatMap((report) =>
    report.measures.map((measure): Figure => ({
      section,
      name: `${measure.name}, scale ${report.scale}`,
      value: measure.p50,
      unit: 'ms',
      detail: `p95 ${measure.p95.toFixed(1)} ms`,
      ...(measure.target === undefined ? {} : { target: { kind: 'at most' as const, max: measure.target } }),
    })),
  );
}

/** The offline demo beside the production build's same route (its 1× load). */
export function demoFigures(demo: DemoResult | Error, navigation: readonly NavigationResult[]): Figure[] {
  const section = 'offline demo, cold load';
  if (demo instanceof Error) return [{ section, name: 'test search', value: null, unit: 'ms', note: demo.message }];
  const production = navigation.find((result) => result.route === demo.route && result.cpuThrottling === 1);
  const productionScreen = production ? typicalFirstScreen(production) : undefined;
  const screen = medianBy(demo.firstScreens, total);
  const note = demo.error ? { note: demo.error } : {};
  return [
    {
      section,
      name: `${demo.route}: first screen, JS + CSS gzip (with its mock backend)`,
      value: screen ? total(screen) : null,
      unit: 'KiB',
      ...(screen ? { detail: breakdown(screen) } : note),
      ...(productionScreen ? { reference: { name: 'production build', value: total(productionScreen) } } : {}),
      target: { kind: 'ratio', max: TARGETS.demoFirstScreenOverProduction },
    },
    {
      section,
      name: `${demo.route}: navigation → first data, 1× CPU`,
      value: demo.firstData.length > 0 ? median(demo.firstData) : null,
      unit: 'ms',
      detail: `${demo.firstData.length} cold loads`,
      ...note,
      ...(production && production.app.length > 0 ? { reference: { name: 'production build', value: median(production.app) } } : {}),
      target: { kind: 'at most', max: TARGETS.demoFirstDataMs },
    },
  ];
}

/**
 * Lighthouse's mobile profile, per route beside the stack floor (`floorPage` names its result): the
 * score, the largest paint against the floor's, blocking time and layout shift, each the median of
 * its runs.
 */
export function lighthouseFigures(results: readonly LighthouseResult[] | Error, floorPage: string): Figure[] {
  const section = 'Lighthouse, mobile profile (median)';
  if (results instanceof Error) return [{ section, name: 'every route', value: null, unit: 'points', note: results.message }];
  const floor = results.find((result) => result.page === floorPage);
  const floorMedians = floor ? lighthouseMedians(floor) : null;
  return results.flatMap((result): Figure[] => {
    const medians = lighthouseMedians(result);
    const isFloor = result === floor;
    if (medians === null)
      return [
        {
          section,
          name: `${result.page}: performance`,
          value: null,
          unit: 'points',
          note: result.error ?? 'no audit finished',
          ...(isFloor ? {} : { target: { kind: 'at least', min: TARGETS.lighthousePerformance } }),
        },
      ];
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const performance: Figure = {
      section,
      name: `${result.page}: performance`,
      value: medians.performance,
      unit: 'points',
      detail: `first contentful paint ${seconds(medians.firstContentfulPaintMs)}, ${kib(medians.transferBytes)} KiB transferred`,
      ...(result.error ? { note: result.error } : {}),
    };
    if (isFloor) {
      return [
        performance,
        { section, name: `${result.page}: largest contentful paint`, value: medians.largestContentfulPaintMs, unit: 'ms' },
        { section, name: `${result.page}: total blocking time`, value: medians.totalBlockingTimeMs, unit: 'ms' },
      ];
    }
    return [
      { ...performance, target: { kind: 'at least', min: TARGETS.lighthousePerformance } },
      {
        section,
        name: `${result.page}: largest contentful paint`,
        value: medians.largestContentfulPaintMs,
        unit: 'ms',
        ...(floorMedians ? { reference: { name: 'floor', value: floorMedians.largestContentfulPaintMs } } : {}),
        target: { kind: 'ratio', max: TARGETS.lighthouseLcpOverFloor },
      },
      {
        section,
        name: `${result.page}: total blocking time`,
        value: medians.totalBlockingTimeMs,
        unit: 'ms',
        target: { kind: 'at most', max: TARGETS.lighthouseTotalBlockingMs },
      },
      {
        section,
        name: `${result.page}: layout shift`,
        value: medians.cumulativeLayoutShift,
        unit: 'shift',
        target: { kind: 'at most', max: TARGETS.lighthouseLayoutShift },
      },
    ];
  });
}
