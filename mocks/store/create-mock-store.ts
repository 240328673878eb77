// Composes the mock's store: both demo repositories, each with its generated dataset (runs, pull
// requests, users), its own copy of the mutable state (quarantines) and a fresh activity log.
import { ActivityEventLog } from '../activity/activity-event-log';
import { generateRepositoryEvents } from '../activity/generate-events';
import type { Clock } from '../core/clock';
import { createRandom } from '../core/seeded-random';
import { HOUR_MS, floorTo } from '../test-insights/time-constants';
import { generateRepositoryDataset, type RepositoryDataset } from './generate-repository';
import { DEMO_REPOSITORY_PROFILES } from './repository-profiles';
import type { RepositoryState } from './types';

export const DEFAULT_SEED = 'ci-insights-demo';

export interface MockStoreOptions {
  clock: Clock;
  /** `MOCK_SEED`: picks the dataset. */
  seed?: string;
  /** `MOCK_SCALE`: multiplies the large repository's tests and pull requests (default 1). */
  scale?: number;
}

export interface MockStore {
  readonly clock: Clock;
  readonly seed: string;
  readonly scale: number;
  /** The clock's start floored to the hour: generated history ends here. */
  readonly anchor: number;
  readonly repositories: ReadonlyMap<string, RepositoryState>;
  getRepository(owner: string, name: string): RepositoryState | undefined;
}

// Datasets are immutable (runs never change; only the memo of derived figures fills up), so stores
// built from the same seed, scale and anchor share them: a fresh store per test costs only the
// mutable parts. Kept small: a process rarely uses more than a couple of configurations.
const datasetCache = new Map<string, RepositoryDataset[]>();
const DATASET_CACHE_LIMIT = 4;

function datasetsFor(seed: string, scale: number, anchor: number): RepositoryDataset[] {
  const key = `${seed}|${scale}|${anchor}`;
  const cached = datasetCache.get(key);
  if (cached) return cached;
  const datasets = DEMO_REPOSITORY_PROFILES.map((profile) => generateRepositoryDataset(profile, { seed, scale, anchor }));
  if (datasetCache.size >= DATASET_CACHE_LIMIT) {
    const oldest = datasetCache.keys().next().value;
    if (oldest !== undefined) datasetCache.delete(oldest);
  }
  datasetCache.set(key, datasets);
  return datasets;
}

// The seeded activity history is immutable too; each store gets its own copy of it (a new log that
// appends go to), which is much cheaper than generating it again.
const eventHistoryCache = new Map<string, ActivityEventLog>();

function copyEventLog(source: ActivityEventLog, clock: Clock): ActivityEventLog {
  const copy = new ActivityEventLog({ repository: source.repository, clock, firstId: source.all[0]?.id ?? 1 });
  for (const event of source.all) copy.appendAt(event, Date.parse(event.received_at));
  return copy;
}

function seededEventLog(dataset: RepositoryDataset, seed: string, historyEnd: number, clock: Clock): ActivityEventLog {
  const key = `${seed}|${dataset.scale}|${dataset.fullName}|${historyEnd}`;
  let history = eventHistoryCache.get(key);
  if (!history) {
    const { profile } = dataset;
    history = generateRepositoryEvents({
      random: createRandom(`${seed}|${dataset.fullName}`).fork('activity'),
      now: historyEnd,
      scale: dataset.scale,
      size: profile.scaled ? 'large' : 'small',
      owner: profile.owner,
      name: profile.name,
      defaultBranch: profile.defaultBranch,
      users: dataset.users,
      pullRequests: dataset.pullRequests,
      quarantines: [...dataset.initialQuarantines],
      testNames: dataset.tests.tests.map((test) => test.testName),
      clock,
    });
    if (eventHistoryCache.size >= DATASET_CACHE_LIMIT * 2) {
      const oldest = eventHistoryCache.keys().next().value;
      if (oldest !== undefined) eventHistoryCache.delete(oldest);
    }
    eventHistoryCache.set(key, history);
  }
  return copyEventLog(history, clock);
}

export function parseScale(value: string | number | undefined): number {
  const scale = Number(value ?? 1);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`Invalid MOCK_SCALE: ${String(value)}`);
  return Math.min(scale, 50);
}

export function createMockStore(options: MockStoreOptions): MockStore {
  const seed = options.seed && options.seed.length > 0 ? options.seed : DEFAULT_SEED;
  const scale = parseScale(options.scale);
  const start = options.clock.now();
  const anchor = floorTo(start, HOUR_MS);
  const repositories = new Map<string, RepositoryState>();

  // Events run up to the clock's start (to the second, so stores pinned to one MOCK_NOW share them).
  const historyEnd = floorTo(start, 1000);
  for (const dataset of datasetsFor(seed, scale, anchor)) {
    const { profile } = dataset;
    const quarantines = dataset.initialQuarantines.map((record) => ({ ...record }));
    const events = seededEventLog(dataset, seed, historyEnd, options.clock);
    repositories.set(dataset.fullName, {
      owner: profile.owner,
      name: profile.name,
      fullName: dataset.fullName,
      defaultBranch: profile.defaultBranch,
      users: dataset.users,
      pullRequests: dataset.pullRequests,
      tests: dataset.tests,
      quarantines,
      events,
    });
  }

  return {
    clock: options.clock,
    seed,
    scale,
    anchor,
    repositories,
    // Case-sensitive, like the repository host's canonical names.
    getRepository: (owner, name) => repositories.get(`${owner}/${name}`),
  };
}
