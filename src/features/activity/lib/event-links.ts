import type { RepositoryRef } from '@/lib/app-config';
import { asRecord, text } from './metadata-readers';

// Pull requests link to GitHub (docs/decisions.md, "Links out"); ids from metadata link inside only when UUIDs.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function pullRequestUrl(repository: RepositoryRef, number: number): string {
  return `https://github.com/${encodeURIComponent(repository.owner)}/${encodeURIComponent(repository.repo)}/pull/${number}`;
}

/** The quarantine a test.quarantined / test.dequarantined event is about. */
export function quarantineIdOf(event: { type: string; metadata?: unknown }): string | null {
  if (event.type !== 'test.quarantined' && event.type !== 'test.dequarantined') return null;
  const id = text(asRecord(event.metadata), 'quarantine_id');
  return id !== null && UUID.test(id) ? id : null;
}

/** The test an event names (`test_id`), whatever its type. */
export function testIdOf(event: { metadata?: unknown }): string | null {
  const id = text(asRecord(event.metadata), 'test_id');
  return id !== null && UUID.test(id) ? id : null;
}

/** Only http(s) URLs from data become links (never `javascript:` or `data:`). */
export function safeExternalUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
