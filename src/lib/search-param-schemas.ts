import * as v from 'valibot';
import { parseIsoDateTime } from '@/lib/format';

// Fallbacks shared by every page's URL-state schema.

/** A search param with a default: left out → `fallback`, and a bad value → `fallback` too. */
export function withFallback<T extends v.GenericSchema>(schema: T, fallback: Exclude<v.InferOutput<T>, undefined> & v.InferInput<T>) {
  return v.fallback(v.optional(schema, fallback), fallback);
}

/** A search param without a default: left out or bad → `undefined`. */
export function optionalParam<T extends v.GenericSchema>(schema: T) {
  return v.fallback(v.optional(schema), undefined);
}

/** An instant in the API's own form (`2026-11-09T00:00:00Z`): a custom window's ends. */
export const isoDateTime = () => v.pipe(v.string(), v.check(isIsoDateTime));
const isIsoDateTime = (value: string) => parseIsoDateTime(value) !== null;

/** The page sizes every list offers. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
