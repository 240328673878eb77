import { asRecord } from '../metadata-readers';

// Scheduled-freeze conditions: a condition string (`base=main`) or a group `{and}`, `{or}`, `{not}` nesting more.

/** One condition as text: `base=main`, `(label=a or label=b)`, `not (…)`; null when unreadable. */
export function conditionText(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (depth > 6) return '…';
  const group = asRecord(value);
  for (const joiner of ['and', 'or'] as const) {
    const items = group[joiner];
    if (Array.isArray(items)) {
      const parts = items.map((item) => conditionText(item, depth + 1)).filter((part): part is string => part !== null);
      if (parts.length === 0) return null;
      return parts.length === 1 ? (parts[0] as string) : `(${parts.join(` ${joiner} `)})`;
    }
  }
  if ('not' in group) {
    const negated = conditionText(group.not, depth + 1);
    return negated === null ? null : `not ${negated}`;
  }
  return null;
}

/** Every readable condition of a list (`matching_conditions`, `exclude_conditions`); empty when absent. */
export function conditionTexts(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => conditionText(item)).filter((text): text is string => text !== null);
}
