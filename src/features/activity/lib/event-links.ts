import { isUuid } from '@/lib/links';
import { asRecord, text } from './metadata-readers';

/** The quarantine a test.quarantined / test.dequarantined event is about. */
export function quarantineIdOf(event: { type: string; metadata?: unknown }): string | null {
  if (event.type !== 'test.quarantined' && event.type !== 'test.dequarantined') return null;
  const id = text(asRecord(event.metadata), 'quarantine_id');
  return id !== null && isUuid(id) ? id : null;
}

/** The test an event names (`test_id`), whatever its type. */
export function testIdOf(event: { metadata?: unknown }): string | null {
  const id = text(asRecord(event.metadata), 'test_id');
  return id !== null && isUuid(id) ? id : null;
}
