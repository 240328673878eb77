import * as v from 'valibot';
import { optionalParam, withFallback } from '@/lib/search-param-schemas';
import { EVENT_OUTCOMES } from './event-outcomes';

/** A list whose invalid items are dropped one by one (a bad value does not cost the whole filter). */
function listOf<T extends v.GenericSchema<string | number>>(item: T) {
  const items = v.array(v.fallback(v.nullable(item), null));
  const kept = v.transform((values: v.InferOutput<typeof items>) =>
    values.filter((value): value is v.InferOutput<T> & {} => value !== null),
  );
  return withFallback(v.pipe(items, kept), []);
}

const pullRequestNumber = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));
/** Event types as the service names them; a type newer than this dashboard is still a valid filter. */
const eventType = v.pipe(v.string(), v.regex(/^[a-z0-9_]+(\.[a-z0-9_]+)+$/), v.maxLength(100));
const trigger = v.pipe(v.string(), v.minLength(1), v.maxLength(1000));
const outcome = v.picklist(EVENT_OUTCOMES);

export const activityFilterParamsSchema = v.object({
  outcome: listOf(outcome),
  notOutcome: listOf(outcome),
  type: listOf(eventType),
  notType: listOf(eventType),
  trigger: listOf(trigger),
  notTrigger: listOf(trigger),
  pr: listOf(pullRequestNumber),
  notPr: listOf(pullRequestNumber),
  /** Draft pull requests the merge queue tested batches in. */
  batch: listOf(pullRequestNumber),
  notBatch: listOf(pullRequestNumber),
  /** The API takes 1..255 characters. */
  baseRef: optionalParam(v.pipe(v.string(), v.minLength(1), v.maxLength(255))),
});
