import { z } from 'zod/mini';

/*
 * Fallbacks shared by every page's URL-state schema (zod/mini, so the first page loads only the
 * validators it uses). A hand-edited link must open a sensible view rather than an error, so a search
 * param never fails: a missing or bad value becomes the page's default, or is dropped.
 */

/** A search param with a default: left out → `fallback`, and a bad value → `fallback` too. */
export function withFallback<T extends z.ZodMiniType>(schema: T, fallback: Exclude<z.output<T>, undefined>) {
  return z.catch(z._default(schema, fallback), fallback);
}

/** A search param without a default: left out or bad → `undefined`. */
export function optionalParam<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}
