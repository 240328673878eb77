import * as v from 'valibot';
import { branchWords } from '@/domain/quarantines/quarantine-scope';
import { parsePullNumber } from '@/lib/links';
import { everyWordGlobs, matchesEveryWord, type WordGlobs } from '@/lib/words-in-any-order';
import { PALETTE_PAGES, pageTitle } from './palette-pages';

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
const testName = v.pipe(v.string(), v.maxLength(2000));
const pullNumber = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A place the palette leads to and remembers; read back from storage, it is checked like any input. */
export const recentTargetSchema = v.union([
  v.object({ kind: v.literal('page'), page: v.picklist(PALETTE_PAGES) }),
  v.object({ kind: v.literal('test'), testId: id, testName, where: v.pipe(v.string(), v.maxLength(600)) }),
  v.object({ kind: v.literal('quarantine'), quarantineId: id, testName, branch: v.nullable(v.pipe(v.string(), v.maxLength(255))) }),
  v.object({ kind: v.literal('pull-request'), number: pullNumber }),
  v.object({ kind: v.literal('pull-request-change'), number: pullNumber }),
]);

export type RecentTarget = v.InferOutput<typeof recentTargetSchema>;
export type PaletteTarget = RecentTarget | { kind: 'settings' } | { kind: 'color-scheme'; scheme: 'light' | 'dark' };

/** A target's identity (a place is listed and remembered once), label and hint. */
type Description = [key: string | number, label: string, hint: string];

const DESCRIPTIONS: { [K in PaletteTarget['kind']]: (target: Extract<PaletteTarget, { kind: K }>) => Description } = {
  page: ({ page }) => [page, pageTitle(page), 'Page'],
  test: ({ testId, testName, where }) => [testId, testName, `Test · ${where}`],
  quarantine: ({ quarantineId, testName, branch }) => [quarantineId, testName, `Quarantine · ${branchWords(branch)}`],
  'pull-request': ({ number }) => [number, `Pull request #${number}`, 'Activity log: its events of the 90 days kept'],
  'pull-request-change': ({ number }) => [
    number,
    `Is it my change? for #${number}`,
    'Its failed queue checks and the tests it is named in',
  ],
  settings: () => ['', 'API settings', 'Action'],
  'color-scheme': ({ scheme }) => ['', `Switch to ${scheme} scheme`, 'Action'],
};

const descriptionOf = (target: PaletteTarget) => (DESCRIPTIONS[target.kind] as (target: PaletteTarget) => Description)(target);

export const targetId = (target: PaletteTarget): string => `${target.kind}:${descriptionOf(target)[0]}`;

/** Places are remembered, actions are not. */
export function isRecentTarget(target: PaletteTarget): target is RecentTarget {
  return target.kind !== 'settings' && target.kind !== 'color-scheme';
}

function describe(target: PaletteTarget, group: 'Recent' | 'Pull requests' | 'Tests' | 'Quarantines' | 'Pages' | 'Actions') {
  const [, label, hint] = descriptionOf(target);
  return { id: targetId(target), group, label, hint, target };
}

export const MIN_TEST_QUERY_LENGTH = 2;

/** Words in any order as the API's globs; a query with `*` or `?` is the glob written. Null when too short. */
export function testNameSearch(query: string): WordGlobs | null {
  if (query.trim().length < MIN_TEST_QUERY_LENGTH) return null;
  return everyWordGlobs(query);
}

export interface PaletteSources {
  query: string;
  recent: readonly RecentTarget[];
  tests: readonly Extract<PaletteTarget, { kind: 'test' }>[];
  quarantines: readonly Extract<PaletteTarget, { kind: 'quarantine' }>[];
  settings: boolean;
  nextScheme: 'light' | 'dark';
}

export const MAX_QUARANTINE_ITEMS = 8;

/** Recent, a pull request, tests, quarantines, pages, actions: a place is listed once, in its first group. */
export function paletteItems(sources: PaletteSources) {
  const { query } = sources;
  const typed = query.trim() !== '';
  // By the label alone: "quar" finds the Quarantines page, not every quarantine (whose hint says so).
  const matching = (item: ReturnType<typeof describe>) => !typed || matchesEveryWord(item.label, query);
  const pull = parsePullNumber(query);

  const candidates = [
    ...sources.recent.map((target) => describe(target, 'Recent')).filter(matching),
    ...(pull === null
      ? []
      : [
          describe({ kind: 'pull-request', number: pull }, 'Pull requests'),
          describe({ kind: 'pull-request-change', number: pull }, 'Pull requests'),
        ]),
    ...sources.tests.map((target) => describe(target, 'Tests')),
    ...(typed
      ? sources.quarantines
          .map((target) => describe(target, 'Quarantines'))
          .filter(matching)
          .slice(0, MAX_QUARANTINE_ITEMS)
      : []),
    ...PALETTE_PAGES.map((page) => describe({ kind: 'page', page }, 'Pages')).filter(matching),
    ...[
      ...(sources.settings ? [describe({ kind: 'settings' }, 'Actions')] : []),
      describe({ kind: 'color-scheme', scheme: sources.nextScheme }, 'Actions'),
    ].filter(matching),
  ];

  return candidates.filter((item, index) => candidates.findIndex((other) => other.id === item.id) === index);
}
