// Every identifier the mock derives: UUIDv5 keeps them stable across runs, servers and seeds (fixtures, bookmarks).
import { v5 as uuidv5 } from 'uuid';

/** Namespace of test ids (test_id = uuid5(test name)): one test name, one id, whatever the pipeline. */
export const TEST_ID_NAMESPACE = '6f1c2b1e-2f43-4a8e-9d6b-5b7a0c9e4d21';
const FAILURE_ID_NAMESPACE = 'b3d0c8a2-7f15-4c39-8e0a-2d9f6e4b1c73';
const FAILURE_EVENT_NAMESPACE = '0d6f4e2a-91b8-4f7c-a3e5-7c2b9d1f8a64';
const SEEDED_QUARANTINE_NAMESPACE = 'e8a4f1c6-3b2d-4e97-b5a0-9c6d2f7e1b38';

export function testIdOf(testName: string): string {
  return uuidv5(testName, TEST_ID_NAMESPACE);
}

/** A failure group is one exception type + normalised message of one test. */
export function failureIdOf(testId: string, exceptionType: string, normalizedMessage: string): string {
  return uuidv5(`${testId}\n${exceptionType}\n${normalizedMessage}`, FAILURE_ID_NAMESPACE);
}

export function failureEventIdOf(runKey: string): string {
  return uuidv5(runKey, FAILURE_EVENT_NAMESPACE);
}

/** Ids of the quarantines the store starts with (new ones get random v4 ids). */
export function seededQuarantineIdOf(repository: string, testName: string, branch: string | null): string {
  return uuidv5(`${repository}\n${testName}\n${branch ?? '*'}`, SEEDED_QUARANTINE_NAMESPACE);
}

const UUID_PATTERN = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** Accepts what FastAPI/pydantic accept as a UUID (hyphens optional, any case, optional braces/urn). */
export function parseUuid(text: string): string | null {
  let value = text.trim();
  if (value.startsWith('urn:uuid:')) value = value.slice('urn:uuid:'.length);
  if (value.startsWith('{') && value.endsWith('}')) value = value.slice(1, -1);
  if (!UUID_PATTERN.test(value)) return null;
  const hex = value.replaceAll('-', '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
