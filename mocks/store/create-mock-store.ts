// The mock's store: each demo repository a view of a shared, append-only history with its own mutable state;
// a read first reveals runs up to the current hour and events up to the minute, generating days as needed.
import { ActivityEventLog } from '../activity/activity-event-log';
import type { Clock } from '../core/clock';
import { resolveSeed } from '../core/seeded-random';
import { HEALTH_LOOKBACK_MS } from '../test-insights/health';
import { runsIn, type TestDefinition, type TestIdentity, type TestRunStore } from '../test-insights/test-run-store';
import { DAY_MS, HOUR_MS, MINUTE_MS, RETENTION_MS, floorTo } from '../test-insights/time-constants';
import { generateRepositoryTimeline } from './generate-repository';
import { historyFrame } from './history-frame';
import { DEMO_REPOSITORY_PROFILES, type RepositoryProfile } from './repository-profiles';
import { extendTimeline, type RepositoryTimeline } from './repository-timeline';
import type { RepositoryState } from './types';

export interface MockStoreOptions {
  clock: Clock;
  /** `MOCK_SEED`: picks the dataset. */
  seed?: string;
  /** The moment the history is anchored at (its UTC day pins the stories). Default: the clock's first reading. */
  anchor?: number;
  /** Share generated histories with stores of the same seed and anchor day (default true). */
  shareHistory?: boolean;
}

// Histories depend only on (seed, anchor day, repository): a fresh store per test then costs
// only its mutable parts. Cleared past a few entries, as a process rarely uses more.
const sharedHistories = new Map<string, RepositoryTimeline>();

function historyFor(profile: RepositoryProfile, seed: string, anchor: number, share: boolean): RepositoryTimeline {
  const key = `${seed}|${historyFrame(anchor).anchorDay}|${fullNameOf(profile)}`;
  const shared = share ? sharedHistories.get(key) : undefined;
  if (shared) return shared;
  const timeline = generateRepositoryTimeline(profile, { seed, anchor });
  if (share) {
    if (sharedHistories.size >= 4 * DEMO_REPOSITORY_PROFILES.length) sharedHistories.clear();
    sharedHistories.set(key, timeline);
  }
  return timeline;
}

const fullNameOf = (profile: RepositoryProfile) => `${profile.owner}/${profile.name}`;

interface RepositoryEntry {
  timeline: RepositoryTimeline;
  state: RepositoryState;
  syncedTo: number;
  /** Once the activity log has been read, followTo keeps it at the synced minute. */
  logRead: boolean;
}

/** A store keeps the retention plus the health lookback of its oldest moment (and a day to spare). */
const VIEW_RUNS_KEPT_MS = RETENTION_MS + HEALTH_LOOKBACK_MS + DAY_MS;

/** Shows the store the shared history's runs before `horizon` (the current hour, which never moves back). */
function showRunsUntil({ timeline, state }: RepositoryEntry, horizon: number): void {
  const store = state.tests;
  if (horizon <= store.horizon) return;
  const keepFrom = horizon - VIEW_RUNS_KEPT_MS;
  store.identities.forEach((identity, index) => {
    identity.runs = runsIn(timeline.runs[index] ?? [], keepFrom, horizon);
    identity.branchRuns = runsIn(timeline.branchRuns[index] ?? [], keepFrom, horizon);
  });
  store.horizon = horizon;
  store.cache = { verdictsAt: new Map() };
}

function followTo(entry: RepositoryEntry, now: number): RepositoryState {
  if (now > entry.syncedTo) {
    const { timeline, state } = entry;
    // A day is generated only once everything before it is revealed: its stories never reach back.
    while (timeline.generatedUntil <= now) {
      state.events.revealUntil(timeline.generatedUntil - 1);
      extendTimeline(timeline);
    }
    showRunsUntil(entry, floorTo(now, HOUR_MS));
    if (entry.logRead) state.events.revealUntil(floorTo(now, MINUTE_MS));
    entry.syncedTo = now;
  }
  return entry.state;
}

export type MockStore = ReturnType<typeof createMockStore>;

export function createMockStore(options: MockStoreOptions) {
  const { clock } = options;
  const seed = resolveSeed(options.seed);
  const anchor = options.anchor ?? clock.now();
  // Built on first read (each from its own seeded stream), so the demo opening one repository does not
  // wait for the others; nothing is revealed before it, so a journal can replay earlier mutations first.
  const entries = new Map<RepositoryProfile, RepositoryEntry>();
  const entryOf = (profile: RepositoryProfile) => {
    let entry = entries.get(profile);
    if (!entry) {
      entry = createEntry(historyFor(profile, seed, anchor, options.shareHistory ?? true), clock);
      entries.set(profile, entry);
    }
    return entry;
  };
  const synced = (profiles: readonly RepositoryProfile[], now = clock.now()) => profiles.map((profile) => followTo(entryOf(profile), now));
  return {
    clock,
    seed,
    anchor,
    /** Start of the anchor's UTC day: stories are pinned to it. */
    anchorDay: historyFrame(anchor).anchorDay,
    /** Every repository, brought up to the clock first. */
    get repositories() {
      return new Map(synced(DEMO_REPOSITORY_PROFILES).map((state) => [state.fullName, state]));
    },
    /** Case-sensitive, like the repository host's canonical names. */
    getRepository: (owner: string, name: string): RepositoryState | undefined =>
      synced(DEMO_REPOSITORY_PROFILES.filter((profile) => fullNameOf(profile) === `${owner}/${name}`))[0],
    /** Brings every repository up to `now` (an earlier reading changes nothing). */
    syncTo: (now: number) => void synced(DEMO_REPOSITORY_PROFILES, now),
    ownerRepositories: (owner: string) => synced(DEMO_REPOSITORY_PROFILES.filter((profile) => profile.owner === owner)),
  };
}

function createEntry(timeline: RepositoryTimeline, clock: Clock): RepositoryEntry {
  const { profile } = timeline;
  // The store's own copies of the tests and identities, whose runs are the shared history's up to its horizon.
  const tests: TestDefinition[] = timeline.tests.map((test) => ({ ...test, identities: [] }));
  const identities: TestIdentity[] = timeline.identities.map((identity) => {
    const test = tests[identity.test.index]!;
    const copy: TestIdentity = { ...identity, test, runs: [], branchRuns: [] };
    test.identities.push(copy);
    return copy;
  });
  const testRuns: TestRunStore = {
    horizon: -Infinity,
    commits: timeline.commits,
    tests,
    testsById: new Map(tests.map((test) => [test.testId, test])),
    identities,
    actionsUrl: timeline.actionsUrl,
    cache: { verdictsAt: new Map() },
  };
  const events = new ActivityEventLog({ repository: timeline.fullName, clock, history: timeline.events });
  const state: RepositoryState = {
    owner: profile.owner,
    name: profile.name,
    fullName: timeline.fullName,
    defaultBranch: profile.defaultBranch,
    tests: testRuns,
    quarantines: timeline.initialQuarantines.map((record) => ({ ...record })),
    // Revealed up to the synced minute at its first read, then by followTo: a start showing only runs writes no stories.
    get events() {
      entry.logRead = true;
      Object.defineProperty(state, 'events', { value: events, enumerable: true });
      events.revealUntil(floorTo(entry.syncedTo, MINUTE_MS));
      return events;
    },
    history: timeline,
  };
  const entry: RepositoryEntry = { timeline, state, syncedTo: -Infinity, logRead: false };
  return entry;
}
