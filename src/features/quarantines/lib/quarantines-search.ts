import { z } from 'zod';
import type { QuarantineListFilters } from '../api/quarantine-queries';

/*
 * The quarantines page's URL state, in one typed schema the route validates with. It lives in the
 * feature because the feature's filters and page links build these same search objects. Keys use the
 * API's own parameter names; every key has a fallback (`.catch`) so a hand-edited URL degrades to the
 * default instead of an error.
 */

export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

export const quarantinesSearchDefaults = { per_page: 25 } as const;

export const quarantinesSearchSchema = z.object({
  branch: z.string().min(1).max(255).optional().catch(undefined),
  source: z.enum(['auto', 'manual']).optional().catch(undefined),
  test_id: z.guid().optional().catch(undefined),
  cursor: z.string().min(1).optional().catch(undefined),
  per_page: z
    .number()
    .int()
    .min(1)
    .max(100)
    .default(quarantinesSearchDefaults.per_page)
    .catch(quarantinesSearchDefaults.per_page),
});

export type QuarantinesSearch = z.output<typeof quarantinesSearchSchema>;

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
export type QuarantineFilterPatch = Partial<Pick<QuarantinesSearch, 'branch' | 'source' | 'test_id' | 'per_page'>>;

export function hasActiveFilters(search: QuarantinesSearch): boolean {
  return search.branch !== undefined || search.source !== undefined || search.test_id !== undefined;
}
