// The vendor's grouping of every merge-queue figure: (base branch, queue, priority rule), and the
// request's filters over it.

export interface QueueGroupKey {
  baseRef: string;
  queueName: string;
  /** null when the pull request was queued under no priority rule. */
  priorityRuleName: string | null;
}

/** The request's filters; null when the parameter is absent. */
export interface QueueGroupFilters {
  baseRefs: readonly string[] | null;
  queueNames: readonly string[] | null;
  priorityRuleNames: readonly string[] | null;
}

export const NO_GROUP_FILTERS: QueueGroupFilters = { baseRefs: null, queueNames: null, priorityRuleNames: null };

/**
 * A group's map key. Joined by NUL, which no branch, queue or rule name holds, and "\u0001" for no rule
 * (a rule cannot be named that either): every request asks it of every session in the history, and
 * `JSON.stringify` of the three was the mock's largest cost on a merge-queue window.
 */
export function groupId(key: QueueGroupKey): string {
  return `${key.baseRef}\u0000${key.queueName}\u0000${key.priorityRuleName ?? '\u0001'}`;
}

/**
 * Whether a group passes the filters. A filter lists names, so a pull request queued under no priority
 * rule is left out as soon as `priority_rule_name` is given (there is no way to name "none").
 */
export function matchesGroupFilters(key: QueueGroupKey, filters: QueueGroupFilters): boolean {
  if (filters.baseRefs !== null && !filters.baseRefs.includes(key.baseRef)) return false;
  if (filters.queueNames !== null && !filters.queueNames.includes(key.queueName)) return false;
  if (filters.priorityRuleNames === null) return true;
  return key.priorityRuleName !== null && filters.priorityRuleNames.includes(key.priorityRuleName);
}

/** Base branch, then queue, then priority rule (none first); code-unit order, like the vendor's SQL `ORDER BY`. */
export function compareGroupKeys(a: QueueGroupKey, b: QueueGroupKey): number {
  return (
    compareText(a.baseRef, b.baseRef) ||
    compareText(a.queueName, b.queueName) ||
    (a.priorityRuleName === b.priorityRuleName
      ? 0
      : a.priorityRuleName === null
        ? -1
        : b.priorityRuleName === null
          ? 1
          : compareText(a.priorityRuleName, b.priorityRuleName))
  );
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
