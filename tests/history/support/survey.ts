// Asks a backend every operation of the API, for every test of both demo repositories, and keeps the
// answers by URL, so two backends (or one at two moments) can be compared answer by answer.
//   - "now" operations (search, details, failures, the repository statistic, quarantines) read the
//     current hour: only backends at the same moment can agree on them;
//   - windowed ones (per-test series, transitions, executions, the activity log) take the window given,
//     so backends at different moments agree on a window both have fully seen.
import { getTestStatStatValues, getRepositoryTestStatStatValues } from '@/api/generated/enums';
import type { MockBackend } from '../../../mocks/mock-backend';
import { ask, iso, urlOf, walkPages, type Answer } from './mock-at';

export const REPOSITORIES = ['acme/checkout', 'acme/docs-site'] as const;

export interface SurveyOptions {
  /** Ask the operations that read the current hour. */
  now: boolean;
  /** Window of the per-test series, transitions and executions (default: each operation's own). */
  window?: { start: number; end: number };
  /**
   * Window of `flaky_count` (default: `window`). A failure counts as flaky once a rerun of its commit
   * passed, and reruns come up to a day later: a window is settled for it a day after it ends.
   */
  flakyWindow?: { start: number; end: number };
  /**
   * Window of the health transitions (default: `window`). A verdict weighs the 7 days before it and
   * names its episode's first *retained* failure: windows compared across two retentions start a
   * lookback after the later one.
   */
  transitionsWindow?: { start: number; end: number };
  /** Ask the per-test operations for every `sample`-th test only (default 1: every test). */
  sample?: number;
  /** Window of the activity log list (walked page by page) and aggregate (default: the last day). */
  activity?: { from: number; to: number };
}

function pathOf(repository: string): { ci: string; logs: string } {
  const [owner, name] = repository.split('/') as [string, string];
  return { ci: `/ci/${owner}/repositories/${name}`, logs: `/repos/${owner}/${name}/logs` };
}

/** Test ids of a repository, in catalogue order (the same for every store of one seed and scale). */
export function testIdsOf(backend: MockBackend, repository: string): string[] {
  const state = backend.store.repositories.get(repository);
  if (!state) throw new Error(`no ${repository}`);
  return state.tests.tests.map((test) => test.testId);
}

export async function survey(backend: MockBackend, options: SurveyOptions): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  const put = async (url: string) => {
    answers.set(url, await ask(backend, url));
    return answers.get(url) as Answer;
  };
  const putPages = async (url: string) => {
    const pages = await walkPages(backend, url);
    pages.forEach((page, index) => answers.set(`${url} #${index}`, page));
  };
  const windowQuery = (range?: { start: number; end: number }) => (range ? { start: iso(range.start), end: iso(range.end) } : {});
  const window = windowQuery(options.window);
  const flakyWindow = windowQuery(options.flakyWindow ?? options.window);
  const transitionsWindow = windowQuery(options.transitionsWindow ?? options.window);

  for (const repository of REPOSITORIES) {
    const { ci, logs } = pathOf(repository);
    const testIds = testIdsOf(backend, repository).filter((_, index) => index % (options.sample ?? 1) === 0);
    if (options.now) {
      await putPages(urlOf(`${ci}/search/tests`, { per_page: 100 }));
      for (const stat of getRepositoryTestStatStatValues) await put(urlOf(`${ci}/tests/stats/${stat}`));
      const quarantines = await put(urlOf(`${ci}/quarantines`));
      for (const record of (quarantines.body as { quarantined_tests: { id: string }[] }).quarantined_tests) {
        await put(urlOf(`${ci}/quarantines/${record.id}`));
      }
      for (const testId of testIds) {
        await put(urlOf(`${ci}/tests/${testId}`));
        const failures = await put(urlOf(`${ci}/tests/${testId}/failures`));
        if (failures.status !== 200) continue;
        for (const group of (failures.body as { failures: { id: string }[] }).failures) {
          await put(urlOf(`${ci}/tests/${testId}/failures/${group.id}`));
        }
      }
    }
    for (const testId of testIds) {
      for (const stat of getTestStatStatValues) {
        await put(urlOf(`${ci}/tests/${testId}/stats/${stat}`, stat === 'flaky_count' ? flakyWindow : window));
      }
      await put(urlOf(`${ci}/tests/${testId}/health-transitions`, transitionsWindow));
      await putPages(urlOf(`${ci}/tests/${testId}/executions`, { ...window, per_page: 100 }));
    }
    const activity = options.activity ? { received_from: iso(options.activity.from), received_to: iso(options.activity.to) } : {};
    await putPages(urlOf(logs, { ...activity, per_page: 100 }));
    await put(urlOf(`${logs}/aggregate`, activity));
  }
  return answers;
}

/** The URLs whose answers differ (or that only one survey holds), at most `limit` of them. */
export function differences(left: Map<string, Answer>, right: Map<string, Answer>, limit = 10): string[] {
  const found: string[] = [];
  for (const url of new Set([...left.keys(), ...right.keys()])) {
    if (JSON.stringify(left.get(url)) !== JSON.stringify(right.get(url))) found.push(url);
    if (found.length >= limit) break;
  }
  return found;
}
