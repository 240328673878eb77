import { describe, expect, it } from 'vitest';
import { CI_RUNNERS, SHOWCASE_RUNNERS } from './runner-fleet';
import { NO_RUNNER_FILTERS, selectRunners } from './runner-figures';

const names = (filters: Partial<typeof NO_RUNNER_FILTERS>) =>
  selectRunners(CI_RUNNERS, { ...NO_RUNNER_FILTERS, ...filters }).map((r) => r.name);

describe('selectRunners', () => {
  it('keeps every runner without filters', () => {
    expect(names({})).toHaveLength(CI_RUNNERS.length);
  });

  it('combines repeated names and groups as "any of", and lets an exclusion win', () => {
    expect(names({ names: ['linux-x64-01', 'gpu-a10-01'] })).toEqual(['gpu-a10-01', 'linux-x64-01']);
    expect(names({ groups: ['gpu', 'linux-arm64'], namesExcluded: [SHOWCASE_RUNNERS.offlineRunner] })).toEqual([
      'gpu-a10-01',
      'linux-arm64-01',
      'linux-arm64-02',
      'linux-arm64-03',
    ]);
    expect(names({ names: ['linux-x64-01'], groupsExcluded: ['linux-x64'] })).toEqual([]);
  });

  it('needs every label of runner_labels on the runner', () => {
    expect(names({ labels: ['gpu'] })).toEqual(['gpu-a10-01', 'gpu-a10-02']);
    expect(names({ labels: ['x64', 'gpu'] })).toEqual(['gpu-a10-01', 'gpu-a10-02']);
    expect(names({ labels: ['arm64', 'gpu'] })).toEqual([]);
  });

  it('matches names exactly (no globs, case-sensitive)', () => {
    expect(names({ names: ['linux-x64-*'] })).toEqual([]);
    expect(names({ names: ['LINUX-X64-01'] })).toEqual([]);
  });
});
