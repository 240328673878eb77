import { z } from 'zod/mini';
import { optionalParam, withFallback } from '@/lib/search-param-schemas';
import type { ActivityFilters } from './activity-filters';
import { EVENT_OUTCOMES } from './event-outcomes';

/*
 * The URL schema of the activity filters (part of the activity log's `validateSearch`). Every key falls
 * back so a hand-edited link opens a sensible view; a bad item of a list is dropped alone, the rest of
 * the list stays.
 */

/** A list whose invalid items are dropped one by one (a bad value does not cost the whole filter). */
function listOf<T extends z.ZodMiniType<string | number>>(item: T) {
  const items = z.array(z.catch(z.nullable(item), null));
  const kept = z.transform((values: z.output<typeof items>) =>
    values.filter((value): value is z.output<T> & {} => value !== null),
  );
  return withFallback(z.pipe(items, kept), []);
}

const pullRequestNumber = z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
/** Event types as the service names them; a type newer than this dashboard is still a valid filter. */
const eventType = z.string().check(z.regex(/^[a-z0-9_]+(\.[a-z0-9_]+)+$/), z.maxLength(100));
const trigger = z.string().check(z.minLength(1), z.maxLength(1000));
const outcome = z.enum(EVENT_OUTCOMES);

export const activityFilterParamsSchema = z.object({
  outcome: listOf(outcome),
  notOutcome: listOf(outcome),
  type: listOf(eventType),
  notType: listOf(eventType),
  trigger: listOf(trigger),
  notTrigger: listOf(trigger),
  pr: listOf(pullRequestNumber),
  notPr: listOf(pullRequestNumber),
  batch: listOf(pullRequestNumber),
  notBatch: listOf(pullRequestNumber),
  /** The API takes 1..255 characters. */
  baseRef: optionalParam(z.string().check(z.minLength(1), z.maxLength(255))),
});

// The schema's output is exactly the model: a filter added to one and not the other fails `tsc`.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _paramsMatchModel: Same<z.output<typeof activityFilterParamsSchema>, ActivityFilters> = true;
void _paramsMatchModel;
