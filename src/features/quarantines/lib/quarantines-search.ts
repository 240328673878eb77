import * as v from 'valibot';
import { quarantineSourceValues } from '@/api/generated/enums';
import { optionalParam, withFallback } from '@/lib/search-param-schemas';
import type { QuarantineListFilters } from '@/queries/quarantines';

const EXPIRY_VIEWS = ['expiring', 'expired'] as const;
export type ExpiryView = (typeof EXPIRY_VIEWS)[number];

export const quarantinesSearchSchema = v.object({
  branch: optionalParam(v.pipe(v.string(), v.minLength(1), v.maxLength(255))),
  source: optionalParam(v.picklist(quarantineSourceValues)),
  test_id: optionalParam(v.pipe(v.string(), v.uuid())),
  cursor: optionalParam(v.pipe(v.string(), v.minLength(1))),
  per_page: withFallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 25),
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

export type QuarantineFilterPatch = Partial<Pick<QuarantinesSearch, 'branch' | 'source' | 'test_id' | 'per_page' | 'expiry'>>;

export function activeFilterCount(search: QuarantinesSearch): number {
  return [search.test_id, search.branch, search.source, search.expiry].filter((value) => value !== undefined).length;
}
