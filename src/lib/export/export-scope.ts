import { toIsoSeconds } from '@/lib/format';
import type { ExportFilter, ExportScope } from './export-source';

type QueryValue = ExportFilter['value'] | null | undefined;

/** Paging is how the rows were read, not which rows: never a filter. */
const PAGING = new Set(['cursor', 'per_page']);

/** Every parameter sent, except paging and the window's own (`windowKeys`). */
export function queryFilters(query: Readonly<Record<string, QueryValue>>, windowKeys: readonly string[] = []): ExportFilter[] {
  const filters: ExportFilter[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || PAGING.has(name) || windowKeys.includes(name)) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    filters.push({ name, value });
  }
  return filters;
}

/** A window that is one span of time: "last 30 days" with its two instants. */
export function spanWindow(description: string, start: string | number, end: string | number): ExportScope['window'] {
  return { description, start: toIsoSeconds(start), end: toIsoSeconds(end) };
}

const valueText = ({ value }: ExportFilter, separator: string) => (Array.isArray(value) ? value.join(separator) : String(value));

/** The order a view is read in is not which rows it holds: left out of a file's name. */
const ORDER = new Set(['sort', 'direction']);

/** The scope as words for a file's name: each filter (name and values), then the span's two days. */
export function scopeNameParts(scope: ExportScope): string[] {
  const filters = scope.filters.filter((filter) => !ORDER.has(filter.name)).map((filter) => `${filter.name} ${valueText(filter, ' ')}`);
  const { start, end } = scope.window;
  return start !== undefined && end !== undefined ? [...filters, `${start.slice(0, 10)} to ${end.slice(0, 10)}`] : filters;
}

/** The scope line above a Markdown table (CSV carries it in its file's name). */
export function scopeLine(scope: ExportScope): string {
  const { description, start, end } = scope.window;
  const span = start !== undefined && end !== undefined ? `, ${start} to ${end}` : '';
  const filters =
    scope.filters.length === 0 ? 'none' : scope.filters.map((filter) => `${filter.name} = ${valueText(filter, ', ')}`).join('; ');
  return `Window: ${description}${span}. Filters: ${filters}.`;
}

/** The scope as JSON fields: `window` and `filters` (name → value), beside the `rows`. */
export function scopeJson(scope: ExportScope): { window: ExportScope['window']; filters: Record<string, ExportFilter['value']> } {
  return { window: scope.window, filters: Object.fromEntries(scope.filters.map((filter) => [filter.name, filter.value])) };
}
