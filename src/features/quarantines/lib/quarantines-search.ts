import * as v from 'valibot';
import { quarantineSourceValues } from '@/api/generated/enums';
import { optionalParam, withFallback } from '@/lib/search-param-schemas';
import type { QuarantineListFilters } from '@/queries/quarantines';
import { EXPIRY_VIEWS } from './quarantine-expiry';

/*
 * The quarantines page's URL state, in one typed schema the route validates with. It lives in the
 * feature because the feature's filters and page links build these same search objects. Keys use the
 * API's own parameter names; every key has a fallback (`withFallback`/`optionalParam`) so a hand-edited URL degrades to the
 * default instead of an error.
 */

export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

export const quarantinesSearchDefaults = { per_page: 25 } as const;

export const quarantinesSearchSchema = v.object({
  branch: optionalParam(v.pipe(v.string(), v.minLength(1), v.maxLength(255))),
  source: optionalParam(v.picklist(quarantineSourceValues)),
  test_id: optionalParam(v.pipe(v.string(), v.uuid())),
  cursor: optionalParam(v.pipe(v.string(), v.minLength(1))),
  per_page: withFallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), quarantinesSearchDefaults.per_page),
  /** The "Expiring / expired" view (by the "Until" line of the reason); cut from the whole list, unpaged. */
  expiry: optionalParam(v.picklist(EXPIRY_VIEWS)),
});

export type QuarantinesSearch = v.InferOutput<typeof quarantinesSearchSchema>;

export function toListFilters(search: QuarantinesSearch): QuarantineListFilters {
  return {
    branch: search.branch,
    source: search.source,
    testId: search.test_id,
    cursor: search.cursor,
    perPage: search.per_page,
  };
}

/** Filters of the table without its page position (a changed filter starts again at the first page). */
export type QuarantineFilterPatch = Partial<Pick<QuarantinesSearch, 'branch' | 'source' | 'test_id' | 'per_page' | 'expiry'>>;

export function hasActiveFilters(search: QuarantinesSearch): boolean {
  return activeFilterCount(search) > 0;
}

/** How many of the table's filters (test, branch, source, expiry view) are set: the count a "Filters" button shows. */
export function activeFilterCount(search: QuarantinesSearch): number {
  return [search.test_id, search.branch, search.source, search.expiry].filter((value) => value !== undefined).length;
}
