// Metadata is untrusted: these readers answer a value of the expected kind or nothing, never throw.

export type Metadata = Record<string, unknown>;

export function asRecord(value: unknown): Metadata {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Metadata) : {};
}

/** A non-blank string, trimmed to one line. */
export function text(record: Metadata, key: string): string | null {
  const value = record[key];
  if (typeof value !== 'string') return null;
  const line = value.replace(/\s+/g, ' ').trim();
  return line === '' ? null : line;
}

export function integer(record: Metadata, key: string): number | null {
  const value = record[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function flag(record: Metadata, key: string): boolean | null {
  const value = record[key];
  return typeof value === 'boolean' ? value : null;
}

function itemsOf<T>(record: Metadata, key: string, keep: (item: unknown) => item is T): T[] {
  const value = record[key];
  return Array.isArray(value) ? value.filter(keep) : [];
}

export function strings(record: Metadata, key: string): string[] {
  return itemsOf(record, key, (item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim());
}

export function numbers(record: Metadata, key: string): number[] {
  return itemsOf(record, key, (item): item is number => typeof item === 'number' && Number.isFinite(item));
}

export function records(record: Metadata, key: string): Metadata[] {
  return itemsOf(record, key, (item): item is Metadata => typeof item === 'object' && item !== null && !Array.isArray(item));
}

export function nested(record: Metadata, key: string): Metadata {
  return asRecord(record[key]);
}

/** An Actor's name (`{type, id, name}`), or a GitHub account's login. */
export function actorName(value: unknown): string | null {
  const actor = asRecord(value);
  return text(actor, 'name') ?? text(actor, 'login');
}

/** Cuts a long free text (a comment, a reason) for a one-line sentence. */
export function shorten(value: string, max = 140): string {
  return value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`;
}
