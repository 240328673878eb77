const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Test and failure ids are UUIDs; anything else cannot name a test, so the page shows "not found"
 * without asking the API (which would answer a 422 about the path).
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
