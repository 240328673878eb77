import { describe, expect, it } from 'vitest';
import { FLEET_COLUMNS } from './fleet-columns';
import { FLEET_SORTS } from './runners-search';

const column = (key: string) => FLEET_COLUMNS.find((candidate) => candidate.key === key)!;

describe('FLEET_COLUMNS', () => {
  // The header's first click (Table.SortTh turns the sorted one's direction).
  it('sorts a new column the way that brings trouble first', () => {
    expect(column('success_rate').firstDirection).toBe('asc');
    expect(column('p95_duration').firstDirection).toBe('desc');
  });

  it('has one column for each sort the URL names', () => {
    expect(FLEET_COLUMNS.map((column) => column.key).sort()).toEqual([...FLEET_SORTS].sort());
  });
});
