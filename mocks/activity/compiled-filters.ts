// Filters turned into lookups over the event index (flags per dictionary slot), and the per-event
// "which filters reject it" bit mask that lets one pass compute the total and every facet (a facet
// ignores its own bit).
import type { ActivityFilters } from './activity-query';
import type { ActivityEventLog } from './activity-event-log';
import { EVENT_OUTCOMES, EVENT_TYPES, eventTypeCode, outcomeCode } from './event-catalog';
import type { EventColumns } from './event-columns';
import type { ValueDictionary } from './value-dictionary';

export const FILTER_BIT = {
  pullRequest: 1,
  baseRef: 2,
  batchPull: 4,
  eventType: 8,
  outcome: 16,
  trigger: 32,
} as const;

const NONE = 0;
const INCLUDE = 1;
const EXCLUDE = 2;

/** Include/exclude a set of dictionary slots; events with no value (slot -1) never match an include. */
interface SlotFilter {
  mode: typeof NONE | typeof INCLUDE | typeof EXCLUDE;
  flags: Uint8Array;
}

export interface CompiledFilters {
  pullRequest: SlotFilter;
  baseRef: SlotFilter;
  batchPull: SlotFilter;
  /** Pass flags per type/outcome code, null when unfiltered. */
  eventType: Uint8Array | null;
  outcome: Uint8Array | null;
  trigger: SlotFilter;
}

function slotFilter<T extends string | number>(
  dictionary: ValueDictionary<T>,
  include: readonly T[] | null,
  exclude: readonly T[] | null,
): SlotFilter {
  const values = include ?? exclude;
  if (values === null) return { mode: NONE, flags: new Uint8Array(0) };
  const flags = new Uint8Array(dictionary.size);
  for (const value of values) {
    const slot = dictionary.slotOf(value);
    if (slot >= 0) flags[slot] = 1;
  }
  return { mode: include !== null ? INCLUDE : EXCLUDE, flags };
}

function codeFlags<T extends string>(
  size: number,
  code: (value: T) => number,
  include: readonly T[] | null,
  exclude: readonly T[] | null,
): Uint8Array | null {
  const values = include ?? exclude;
  if (values === null) return null;
  const selected = new Uint8Array(size);
  for (const value of values) selected[code(value)] = 1;
  if (include !== null) return selected;
  return selected.map((flag) => 1 - flag);
}

export function compileFilters(filters: ActivityFilters, log: ActivityEventLog): CompiledFilters {
  return {
    pullRequest: slotFilter(log.numbers, filters.pullRequest, filters.notPullRequest),
    baseRef: slotFilter(log.baseRefs, filters.baseRef === null ? null : [filters.baseRef], null),
    batchPull: slotFilter(log.numbers, filters.batchPull, filters.notBatchPull),
    eventType: codeFlags(EVENT_TYPES.length, eventTypeCode, filters.eventType, filters.notEventType),
    outcome: codeFlags(EVENT_OUTCOMES.length, outcomeCode, filters.outcome, filters.notOutcome),
    trigger: slotFilter(log.triggers, filters.trigger, filters.notTrigger),
  };
}

function passes(filter: SlotFilter, slot: number): boolean {
  if (filter.mode === NONE) return true;
  const selected = slot >= 0 && filter.flags[slot] === 1;
  return filter.mode === INCLUDE ? selected : !selected;
}

/** 0 when event `index` passes every filter; otherwise the FILTER_BIT of each filter that rejects it. */
export function rejectionMask(filters: CompiledFilters, columns: EventColumns, index: number): number {
  let mask = 0;
  if (!passes(filters.pullRequest, columns.pullRequestSlot[index] ?? -1)) mask |= FILTER_BIT.pullRequest;
  if (!passes(filters.baseRef, columns.baseRefSlot[index] ?? -1)) mask |= FILTER_BIT.baseRef;
  if (!passes(filters.batchPull, columns.batchSlot[index] ?? -1)) mask |= FILTER_BIT.batchPull;
  if (filters.eventType !== null && filters.eventType[columns.typeCode[index] ?? 0] !== 1) mask |= FILTER_BIT.eventType;
  if (filters.outcome !== null && filters.outcome[columns.outcomeCode[index] ?? 0] !== 1) mask |= FILTER_BIT.outcome;
  if (!passes(filters.trigger, columns.triggerSlot[index] ?? -1)) mask |= FILTER_BIT.trigger;
  return mask;
}
