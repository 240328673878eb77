// Composes the mock's store: both demo repositories, each read through its own view of a shared,
// append-only history (runs, pull requests, activity events) and with its own mutable state
// (quarantines, the events appended by mutations). The store follows its clock: before anything is
// read it reveals the runs up to the current hour and the events up to the current minute, and
// generates another UTC day when the clock reaches the end of the generated ones.
import { ActivityEventLog } from '../activity/activity-event-log';
import { SeededEventFeed } from '../activity/seeded-event-feed';
import type { Clock } from '../core/clock';
import { HOUR_MS, MINUTE_MS, floorTo } from '../test-insights/time-constants';
import { generateRepositoryTimeline } from './generate-repository';
import { historyFrame } from './history-frame';
import { DEMO_REPOSITORY_PROFILES, type RepositoryProfile } from './repository-profiles';
import { extendTimeline, type RepositoryTimeline } from './repository-timeline';
import { createTestRunView, type TestRunView } from './test-run-view';
import type { RepositoryState } from './types';

export const DEFAULT_SEED = 'ci-insights-demo';

export interface MockStoreOptions {
  clock: Clock;
  /** `MOCK_SEED`: picks the dataset. */
  seed?: string;
  /** The moment the history is anchored at (its UTC day pins the stories). Default: the clock's first reading. */
  anchor?: number;
  /**
   * Share the generated history with other stores of the same seed and anchor day (default
   * true: a fresh store per test then costs only its mutable parts). False builds it anew.
   */
  shareHistory?: boolean;
}

export interface MockStore {
  readonly clock: Clock;
  readonly seed: string;
  /** The moment the history is anchored at; stories are pinned to its UTC day. */
  readonly anchor: number;
  /** Start of the anchor's UTC day. */
  readonly anchorDay: number;
  /** Every repository, brought up to the clock's current time first. */
  readonly repositories: ReadonlyMap<string, RepositoryState>;
  /** The repository, brought up to the clock's current time first (undefined when unknown). */
  getRepository(owner: string, name: string): RepositoryState | undefined;
  /** Brings every repository up to `now` (later readings only; an earlier one changes nothing). */
  syncTo(now: number): void;
  /** The owner's repositories, brought up to the clock's current time first (empty when unknown). */
  ownerRepositories(owner: string): RepositoryState[];
}

// Histories are append-only and pure functions of (seed, anchor day, repository), so stores of
// the same configuration share them, each generated the first time any store reads its repository:
// the demo opening one repository does not wait for the others. Kept small: a process rarely uses
// more than a couple of configurations.
const historyCache = new Map<string, Map<string, RepositoryTimeline>>();
const HISTORY_CACHE_LIMIT = 4;

function historyFor(profile: RepositoryProfile, seed: string, anchor: number, share: boolean): RepositoryTimeline {
  const build = () => generateRepositoryTimeline(profile, { seed, scale: 1, anchor });
  if (!share) return build();
  const key = `${seed}|${historyFrame(anchor).anchorDay}`;
  let histories = historyCache.get(key);
  if (histories === undefined) {
    if (historyCache.size >= HISTORY_CACHE_LIMIT) {
      const oldest = historyCache.keys().next().value;
      if (oldest !== undefined) historyCache.delete(oldest);
    }
    histories = new Map();
    historyCache.set(key, histories);
  }
  const fullName = repositoryFullName(profile);
  let timeline = histories.get(fullName);
  if (timeline === undefined) {
    timeline = build();
    histories.set(fullName, timeline);
  }
  return timeline;
}

const repositoryFullName = (profile: RepositoryProfile) => `${profile.owner}/${profile.name}`;

export function resolveSeed(seed: string | undefined): string {
  return seed && seed.length > 0 ? seed : DEFAULT_SEED;
}

/** One repository of one store: its view of the shared history and its own state. */
interface RepositoryEntry {
  timeline: RepositoryTimeline;
  view: TestRunView;
  feed: SeededEventFeed;
  state: RepositoryState;
  /** The latest moment this repository was brought up to. */
  syncedTo: number;
}

function followTo(entry: RepositoryEntry, now: number): void {
  if (now <= entry.syncedTo) return;
  const { timeline, view, feed } = entry;
  // A day is generated only once everything before it is revealed: its stories never reach back.
  while (timeline.generatedUntil <= now) {
    feed.revealUntil(timeline.generatedUntil - 1);
    extendTimeline(timeline);
  }
  view.showUntil(floorTo(now, HOUR_MS));
  feed.revealUntil(floorTo(now, MINUTE_MS));
  entry.syncedTo = now;
}

export function createMockStore(options: MockStoreOptions): MockStore {
  const seed = resolveSeed(options.seed);
  const anchor = options.anchor ?? options.clock.now();
  const { anchorDay } = historyFrame(anchor);
  const share = options.shareHistory ?? true;
  const profiles = new Map(DEMO_REPOSITORY_PROFILES.map((profile) => [repositoryFullName(profile), profile]));
  // Built on first read, in the profiles' order when all are read (each from its own seeded stream).
  const entries = new Map<string, RepositoryEntry>();

  const entryOf = (fullName: string): RepositoryEntry | undefined => {
    const built = entries.get(fullName);
    if (built !== undefined) return built;
    const profile = profiles.get(fullName);
    if (profile === undefined) return undefined;
    const entry = createEntry(historyFor(profile, seed, anchor, share), options.clock);
    entries.set(fullName, entry);
    return entry;
  };
  const allEntries = () => [...profiles.keys()].map((fullName) => entryOf(fullName)!);

  const syncTo = (now: number) => {
    for (const entry of allEntries()) followTo(entry, now);
  };

  // Nothing is revealed before the first read, so a journal can replay its mutations at their own
  // (earlier) times first (see mocks/browser).
  return {
    clock: options.clock,
    seed,
    anchor,
    anchorDay,
    get repositories() {
      syncTo(options.clock.now());
      return new Map(allEntries().map((entry) => [entry.state.fullName, entry.state]));
    },
    // Case-sensitive, like the repository host's canonical names.
    getRepository: (owner, name) => {
      const entry = entryOf(`${owner}/${name}`);
      if (!entry) return undefined;
      followTo(entry, options.clock.now());
      return entry.state;
    },
    syncTo,
    // Case-sensitive, like getRepository.
    ownerRepositories: (owner) =>
      [...profiles.values()]
        .filter((profile) => profile.owner === owner)
        .map((profile) => {
          const entry = entryOf(repositoryFullName(profile))!;
          followTo(entry, options.clock.now());
          return entry.state;
        }),
  };
}

/** A repository's entry: its view of the history, the feed revealing its events, and its own state. */
function createEntry(timeline: RepositoryTimeline, clock: Clock): RepositoryEntry {
  const { profile } = timeline;
  const view = createTestRunView(timeline);
  // The log asks its feed to catch up before a mutation's event; the feed writes into the log.
  const catchUp: { feed?: SeededEventFeed } = {};
  const events = new ActivityEventLog({
    repository: timeline.fullName,
    clock,
    beforeAppend: (time) => catchUp.feed?.revealUntil(time),
  });
  const feed = new SeededEventFeed(timeline.events, events);
  catchUp.feed = feed;
  const state: RepositoryState = {
    owner: profile.owner,
    name: profile.name,
    fullName: timeline.fullName,
    defaultBranch: profile.defaultBranch,
    tests: view.store,
    quarantines: timeline.initialQuarantines.map((record) => ({ ...record })),
    events,
    history: timeline,
  };
  return { timeline, view, feed, state, syncedTo: -Infinity };
}
