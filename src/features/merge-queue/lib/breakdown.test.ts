import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mergeQueueQueries } from '@/queries/merge-queue';
import { setUpMockApi } from '../../../../tests/mock-kit/mock-api';
import { FIXTURE_NOW, REPOSITORIES } from '../../../../mocks/fixtures';
import { breakdownSeries } from './breakdown';
import { figureValues, intervalGrid } from '@/domain/merge-queue/queue-values';
import { ADDITIVE, FIGURES } from './queue-figures';

const { api } = setUpMockApi();
const repo = { owner: REPOSITORIES.checkout.owner, repo: REPOSITORIES.checkout.name };
const end = Date.parse(FIXTURE_NOW);
const window = { start_at: new Date(end - 7 * 86_400_000).toISOString(), end_at: new Date(end).toISOString() };

describe('a breakdown of the seeded queue', () => {
  it.each(['baseRef', 'queue', 'priorityRule'] as const)(
    'by %s: additive figures add up to the whole, interval by interval',
    async (by) => {
      const answers = await new QueryClient().fetchQuery(mergeQueueQueries.figures(api, repo, window, {}));
      const grid = intervalGrid(window);
      const whole = figureValues(grid, answers);
      const series = breakdownSeries(grid, answers, by);
      expect(series.length).toBeGreaterThan(1);
      for (const figure of FIGURES) {
        // The API groups speculative checks by base branch and queue only.
        if (!ADDITIVE.has(figure.key) || (by === 'priorityRule' && figure.key === 'speculativeChecks')) continue;
        grid.forEach((_, index) => {
          const sum = series.reduce((all, one) => all + (one.values[figure.key].perInterval[index] ?? 0), 0);
          expect(sum, `${figure.key} on interval ${index}`).toBeCloseTo(whole[figure.key].perInterval[index] ?? 0, 9);
        });
      }
      // The largest queue of the whole is the largest of a series.
      expect(Math.max(...series.map((one) => one.values.largestQueue.window ?? 0))).toBe(whole.largestQueue.window);
    },
  );
});
