import { describe, expect, it } from 'vitest';
import { searchTestsSortValues } from '@/api/generated/enums';
import { RESULT_COLUMNS, toggleColumn, visibleColumns } from './result-columns';
import { HIDEABLE_COLUMNS, normalizeHiddenColumns } from './test-search-params';

describe('result columns', () => {
  it('has a column for every sort the API offers: the sorted figure is always on screen', () => {
    const sorted = Object.values(RESULT_COLUMNS).map((column) => column.sort);
    for (const sort of searchTestsSortValues) expect(sorted).toContain(sort);
  });

  it('says in every figure column’s label over which window it counts', () => {
    for (const key of ['executions', 'failedRuns', 'failedShare', 'failureRatio', 'flakinessRatio', 'failureTrend'] as const) {
      expect(RESULT_COLUMNS[key].label).toMatch(/, (7|14) d$/);
    }
  });

  it('lists its columns in the order the URL schema names them', () => {
    expect(Object.keys(RESULT_COLUMNS)).toEqual(['name', ...HIDEABLE_COLUMNS]);
  });

  it('keeps hidden columns in table order, each once', () => {
    expect(normalizeHiddenColumns(['failureTrend', 'job', 'job'])).toEqual(['job', 'failureTrend']);
  });

  it('always shows the name, then what is not hidden', () => {
    expect(visibleColumns([])).toEqual(['name', ...HIDEABLE_COLUMNS]);
    expect(visibleColumns(['pipeline', 'job'])[1]).toBe('health');
    expect(visibleColumns(['failedShare'], 'failed_executions_ratio')).toContain('failedShare');
  });

  it('toggles a column in and out', () => {
    expect(toggleColumn([], 'confidence')).toEqual(['confidence']);
    expect(toggleColumn(['confidence', 'job'], 'confidence')).toEqual(['job']);
  });
});
