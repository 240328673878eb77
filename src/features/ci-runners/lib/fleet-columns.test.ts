import { describe, expect, it } from 'vitest';
import { FLEET_COLUMNS, nextDirection } from './fleet-columns';
import { FLEET_SORTS } from './runners-search';

const column = (key: string) => FLEET_COLUMNS.find((candidate) => candidate.key === key)!;

describe('nextDirection', () => {
  it('sorts a new column the way that brings trouble first', () => {
    expect(nextDirection(column('success_rate'), { sort: 'health', dir: 'asc' })).toBe('asc');
    expect(nextDirection(column('p95_duration'), { sort: 'health', dir: 'asc' })).toBe('desc');
  });

  it('turns the direction of the sorted column', () => {
    expect(nextDirection(column('health'), { sort: 'health', dir: 'asc' })).toBe('desc');
    expect(nextDirection(column('health'), { sort: 'health', dir: 'desc' })).toBe('asc');
  });
});

describe('FLEET_COLUMNS', () => {
  it('has one column for each sort the URL names', () => {
    expect(FLEET_COLUMNS.map((column) => column.key).sort()).toEqual([...FLEET_SORTS].sort());
  });
});
