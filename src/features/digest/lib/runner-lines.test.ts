import { describe, expect, it } from 'vitest';
import { lineText } from './digest-lines';
import { highestOf, runnerSection } from './runner-lines';

const repo = { owner: 'acme', repo: 'checkout' };
const weeks = { current: { start: Date.parse('2026-11-09T00:00:00Z'), end: Date.parse('2026-11-16T00:00:00Z') } };
const WEEK = { start: '2026-11-09T00:00:00Z', end: '2026-11-16T00:00:00Z' };

describe('the digest’s runners', () => {
  it('leads with the highest figure among those that have one, ties by name', () => {
    const figures = [
      { name: 'b', value: 300 },
      { name: 'c', value: null },
      { name: 'a', value: 300 },
      { name: 'd', value: 12 },
    ];
    expect(highestOf(figures)).toEqual({ top: { name: 'a', value: 300 }, measured: 3 });
    expect(highestOf([{ name: 'x', value: null }])).toEqual({ top: null, measured: 0 });
  });

  it('writes each leader with the week before’s figure, opening the runners page at the week with it chosen', () => {
    const section = runnerSection(
      repo,
      { ...weeks, baseline: { start: weeks.current.start - 7 * 86_400_000, end: weeks.current.start } },
      {
        runner: { top: { name: 'linux-x64-04', value: 312 }, before: null },
        label: { top: { name: 'gpu', value: 0 }, before: 1260 },
        waitPage: 1,
      },
    );
    expect(section.lines.map(lineText)).toEqual([
      'Slowest runner: linux-x64-04, median job duration 5 min 12 s (week before: no finished job)',
      'Longest-waiting label: gpu, median wait 0 s (week before: 21 min)',
    ]);
    expect(section.lines.map((line) => line.link)).toEqual([
      { to: '/$owner/$repo/runners', params: repo, search: { ...WEEK, runner: 'linux-x64-04' } },
      { to: '/$owner/$repo/runners', params: repo, search: { ...WEEK, label: 'gpu', waitPage: 1 } },
    ]);
    expect(runnerSection(repo, { ...weeks, baseline: weeks.current }, null)).toMatchObject({
      lines: [],
      empty: expect.stringMatching(/does not list its runners/),
    });
  });
});
