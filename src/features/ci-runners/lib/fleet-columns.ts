import type { FleetSortKey, SortDirection } from './fleet-rows';

/*
 * The fleet table's sortable columns: their headings (with the unit) and the direction a first click
 * sorts in, the one that brings trouble to the top: the worst success rate, the busiest, the slowest.
 */

export type FleetColumn = { key: FleetSortKey; label: string; numeric: boolean; firstDirection: SortDirection };

export const FLEET_COLUMNS: readonly FleetColumn[] = [
  { key: 'name', label: 'Runner', numeric: false, firstDirection: 'asc' },
  { key: 'health', label: 'Health', numeric: false, firstDirection: 'asc' },
  { key: 'success_rate', label: 'Success rate', numeric: true, firstDirection: 'asc' },
  { key: 'utilization', label: 'Utilization', numeric: true, firstDirection: 'desc' },
  { key: 'median_duration', label: 'Median duration', numeric: true, firstDirection: 'desc' },
  { key: 'p95_duration', label: 'p95 duration', numeric: true, firstDirection: 'desc' },
  { key: 'jobs_per_hour', label: 'Jobs per hour', numeric: true, firstDirection: 'desc' },
];

/** A click on the sorted column turns its direction; on another column, that column's first direction. */
export function nextDirection(column: FleetColumn, current: { sort: FleetSortKey; dir: SortDirection }): SortDirection {
  if (column.key !== current.sort) return column.firstDirection;
  return current.dir === 'asc' ? 'desc' : 'asc';
}
