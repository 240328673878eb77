import { describe, expect, it } from 'vitest';
import type { HealthTransition } from '@/api/types';
import { weekChanges } from './test-changes';

const at = (iso: string) => Date.parse(iso);
const WEEK = { start: at('2026-11-09T00:00:00Z'), end: at('2026-11-16T00:00:00Z') };
const pull = { id: 1, number: 1287, title: 'Round taxes', user: { id: 2, login: 'dana' } };
const history = (testName: string, transitions: HealthTransition[]) => ({ testId: testName, testName, transitions });

describe('a week’s changes of health', () => {
  it('takes changes stamped in (start, end], never the first entry, which is where the window found the test', () => {
    const { worsened, recovered } = weekChanges(
      [
        history('found broken', [{ at: '2026-11-10T00:00:00Z', health_status: 'broken' }]),
        history('at the start', [
          { at: '2026-11-02T00:00:00Z', health_status: 'healthy' },
          { at: '2026-11-09T00:00:00Z', health_status: 'flaky' },
        ]),
        history('at the end', [
          { at: '2026-11-02T00:00:00Z', health_status: 'healthy' },
          { at: '2026-11-16T00:00:00Z', health_status: 'broken', pull_request: pull },
        ]),
      ],
      WEEK,
    );
    expect(
      worsened.map((change) => [change.testName, change.from, change.transition.health_status, change.transition.pull_request?.number]),
    ).toEqual([['at the end', 'healthy', 'broken', 1287]]);
    expect(recovered).toEqual([]);
  });

  it('keeps a test’s first change into flaky or broken and its last back to healthy, ordered by time then name', () => {
    const { worsened, recovered } = weekChanges(
      [
        history('b', [
          { at: '2026-11-02T00:00:00Z', health_status: 'healthy' },
          { at: '2026-11-11T00:00:00Z', health_status: 'flaky' },
          { at: '2026-11-12T00:00:00Z', health_status: 'broken' },
          { at: '2026-11-13T00:00:00Z', health_status: 'healthy' },
          { at: '2026-11-14T00:00:00Z', health_status: 'flaky' },
          { at: '2026-11-15T00:00:00Z', health_status: 'healthy' },
        ]),
        history('a', [
          { at: '2026-11-02T00:00:00Z', health_status: 'broken' },
          { at: '2026-11-11T00:00:00Z', health_status: 'healthy' },
        ]),
      ],
      WEEK,
    );
    expect(worsened.map(({ testName, transition }) => [testName, transition.at, transition.health_status])).toEqual([
      ['b', '2026-11-11T00:00:00Z', 'flaky'],
    ]);
    expect(recovered.map((change) => [change.testName, change.transition.at, change.from])).toEqual([
      ['a', '2026-11-11T00:00:00Z', 'broken'],
      ['b', '2026-11-15T00:00:00Z', 'flaky'],
    ]);
  });

  it('says where a test stood at the week’s end, a change after the end not counted', () => {
    const { worsened } = weekChanges(
      [
        history('moved on', [
          { at: '2026-11-02T00:00:00Z', health_status: 'healthy' },
          { at: '2026-11-10T00:00:00Z', health_status: 'broken' },
          { at: '2026-11-12T00:00:00Z', health_status: 'flaky' },
          { at: '2026-11-17T00:00:00Z', health_status: 'healthy' },
        ]),
        history('stayed', [
          { at: '2026-11-02T00:00:00Z', health_status: 'healthy' },
          { at: '2026-11-10T00:00:00Z', health_status: 'broken' },
        ]),
      ],
      WEEK,
    );
    expect(worsened.map(({ testName, transition, atEnd }) => [testName, transition.health_status, atEnd])).toEqual([
      ['moved on', 'broken', 'flaky'],
      ['stayed', 'broken', 'broken'],
    ]);
  });
});
