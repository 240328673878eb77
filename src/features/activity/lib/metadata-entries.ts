import { codeWords, isQueueCodeField, queueCodeLabel } from '@/domain/activity/queue-codes';
import { parseIsoDateTime } from '@/lib/format';
import { safeExternalUrl } from '@/lib/links';

// Untrusted, open-ended metadata classified into what React renders as text; depth and length capped.

export type DetailValue =
  | { kind: 'text'; text: string }
  | { kind: 'none' }
  | { kind: 'time'; iso: string }
  | { kind: 'link'; url: string }
  | { kind: 'list'; items: DetailValue[]; more: number }
  | { kind: 'record'; entries: DetailEntry[] };

export type DetailEntry = { key: string; label: string; value: DetailValue };

const MAX_DEPTH = 4;
const MAX_ITEMS = 20;
const MAX_TEXT = 2000;

/** "priority_rule_name" → "Priority rule name", "merge_commit_sha" → "Merge commit SHA". */
export function humanizeKey(key: string): string {
  const words = codeWords(key);
  return words === '' ? key : words.charAt(0).toUpperCase() + words.slice(1);
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

export function toDetailValue(value: unknown, depth = 0): DetailValue {
  if (value === null || value === undefined) return { kind: 'none' };
  if (typeof value === 'boolean') return { kind: 'text', text: value ? 'yes' : 'no' };
  if (typeof value === 'number') return { kind: 'text', text: Number.isFinite(value) ? String(value) : '—' };
  if (typeof value === 'string') {
    if (value.trim() === '') return { kind: 'none' };
    if (parseIsoDateTime(value) !== null) return { kind: 'time', iso: value };
    const url = /^https?:\/\//i.test(value) ? safeExternalUrl(value) : null;
    if (url !== null) return { kind: 'link', url };
    return { kind: 'text', text: value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value };
  }
  if (depth >= MAX_DEPTH) return { kind: 'text', text: '…' };
  if (Array.isArray(value)) {
    if (value.length === 0) return { kind: 'none' };
    // A short list of plain words reads best on one line: "ci/build, ci/lint".
    if (
      value.every((item) => isScalar(item) && !(typeof item === 'string' && (parseIsoDateTime(item) !== null || /^https?:/i.test(item))))
    ) {
      const shown = value.slice(0, MAX_ITEMS).map(String).join(', ');
      return { kind: 'text', text: value.length > MAX_ITEMS ? `${shown} … (${value.length} in all)` : shown };
    }
    return {
      kind: 'list',
      items: value.slice(0, MAX_ITEMS).map((item) => toDetailValue(item, depth + 1)),
      more: Math.max(0, value.length - MAX_ITEMS),
    };
  }
  if (typeof value === 'object') {
    const entries = metadataEntries(value, depth + 1);
    return entries.length === 0 ? { kind: 'none' } : { kind: 'record', entries };
  }
  return { kind: 'text', text: String(value) };
}

/** The metadata's fields, in the order the service sent them. */
export function metadataEntries(metadata: unknown, depth = 0): DetailEntry[] {
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) return [];
  return Object.entries(metadata as Record<string, unknown>).map(([key, value]) => ({
    key,
    label: humanizeKey(key),
    // A queue code reads as words, with the code itself beside them for searching docs and logs.
    value:
      isQueueCodeField(key) && typeof value === 'string' && value.trim() !== ''
        ? { kind: 'text', text: `${queueCodeLabel(value)} (${value})` }
        : toDetailValue(value, depth),
  }));
}
