import { describe, expect, it } from 'vitest';
import { searchTestsSortValues } from '@/api/generated/enums';
import { normalizeHiddenColumns } from './column-keys';
import { HIDEABLE_COLUMNS, RESULT_COLUMNS, toggleColumn, visibleColumns } from './result-columns';

describe('result columns', () => {
  it('has a column for every sort the API offers', () => {
    const sorted = Object.values(RESULT_COLUMNS).map((column) => column.sort);
    for (const sort of searchTestsSortValues) expect(sorted).toContain(sort);
  });

  it('keeps hidden columns in table order, each once', () => {
    expect(normalizeHiddenColumns(['failureTrend', 'job', 'job'])).toEqual(['job', 'failureTrend']);
  });

  it('always shows the name, then what is not hidden', () => {
    expect(visibleColumns([])).toEqual(['name', ...HIDEABLE_COLUMNS]);
    expect(visibleColumns(['pipeline', 'job'])[1]).toBe('health');
  });

  it('toggles a column in and out', () => {
    expect(toggleColumn([], 'confidence')).toEqual(['confidence']);
    expect(toggleColumn(['confidence', 'job'], 'confidence')).toEqual(['job']);
  });
});
