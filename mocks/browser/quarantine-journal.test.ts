import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../core/clock';
import { DEMO_CREDENTIALS } from '../core/demo-credentials';
import type { MockMutation } from '../core/mock-context';
import { FIXTURE_NOW, FIXTURE_QUARANTINES } from '../fixtures';
import { createMockBackend } from '../mock-backend';
import {
  appendToJournal,
  journalKey,
  MAX_ANCHOR_AGE_MS,
  readJournal,
  replayJournal,
  usableAnchor,
  writeJournal,
  type JournalStorage,
} from './quarantine-journal';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = Date.parse(FIXTURE_NOW);

function memoryStorage(): JournalStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A clock the test sets (and replay pins), like the page's clock under the browser worker. */
function settableClock(start: number): Clock & { set(time: number): void; pin(time: number | null): void } {
  let time = start;
  let pinned: number | null = null;
  return { now: () => pinned ?? time, set: (next) => void (time = next), pin: (next) => void (pinned = next) };
}

async function request(handlers: ReturnType<typeof createMockBackend>['handlers'], method: string, path: string, body?: unknown) {
  const response = await getResponse(
    handlers,
    new Request(`http://localhost/v1/ci/acme/repositories/checkout${path}`, {
      method,
      headers: { Authorization: `Bearer ${DEMO_CREDENTIALS.adminKey}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  if (!response) throw new Error('unhandled');
  return response;
}

function checkoutEvents(backend: ReturnType<typeof createMockBackend>) {
  const checkout = backend.store.getRepository('acme', 'checkout');
  if (!checkout) throw new Error('no acme/checkout');
  return checkout.events.all;
}

describe('the quarantine journal', () => {
  it('keeps the anchor with the mutations; a reload days later replays them at their own times on the same history', async () => {
    const storage = memoryStorage();
    const key = journalKey('ci-insights-demo', 1);
    const clock = settableClock(START);
    const anchor = START;
    writeJournal(storage, key, { anchor, mutations: [] });
    const session = createMockBackend({ clock, anchor, onMutation: (mutation) => appendToJournal(storage, key, anchor, mutation) });
    const created = await request(session.handlers, 'POST', '/quarantines', { test_name: 'tests/test_x.py::test_y', reason: 'flaky' });
    const { id } = (await created.json()) as { id: string };
    clock.set(START + HOUR);
    await request(session.handlers, 'DELETE', `/quarantines/${FIXTURE_QUARANTINES.flakyAuto.id}`);
    const journal = readJournal(storage, key);
    expect(journal?.anchor).toBe(anchor);
    expect(journal?.mutations.map((entry) => entry.kind)).toEqual(['quarantine.created', 'quarantine.removed']);
    const before = checkoutEvents(session);

    // Two days later: the same anchor, so the same past, plus the journal replayed at its own times.
    const later = settableClock(START + 2 * DAY);
    const reloaded = createMockBackend({ clock: later, anchor: journal?.anchor });
    const times: (number | null)[] = [];
    const replayed = replayJournal(reloaded.store, journal?.mutations ?? [], (time) => {
      times.push(time);
      later.pin(time);
    });
    expect(replayed).toBe(2);
    expect(times).toEqual([START, null, START + HOUR, null]);
    const after = checkoutEvents(reloaded);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.length).toBeGreaterThan(before.length);

    const checkout = reloaded.store.repositories.get('acme/checkout');
    const record = checkout?.quarantines.find((candidate) => candidate.id === id);
    const createdMutation = journal?.mutations[0] as Extract<MockMutation, { kind: 'quarantine.created' }>;
    expect(record).toMatchObject({ testName: 'tests/test_x.py::test_y', createdAt: createdMutation.record.createdAt });
    expect(checkout?.quarantines.some((candidate) => candidate.id === FIXTURE_QUARANTINES.flakyAuto.id)).toBe(false);
  });

  it('uses a stored anchor unless it is in the future or too old', () => {
    expect(usableAnchor(START - DAY, START)).toBe(START - DAY);
    expect(usableAnchor(undefined, START)).toBe(START);
    expect(usableAnchor(START + HOUR, START)).toBe(START);
    expect(usableAnchor(START - MAX_ANCHOR_AGE_MS - 1, START)).toBe(START);
  });

  it('ignores a corrupt journal', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(readJournal(storage, 'k')).toBeNull();
    storage.setItem('k', JSON.stringify([{ kind: 'other' }, 5]));
    expect(readJournal(storage, 'k')).toBeNull();
    storage.setItem('k', JSON.stringify({ anchor: START, mutations: [{ kind: 'other' }, 5] }));
    expect(readJournal(storage, 'k')).toEqual({ anchor: START, mutations: [] });
  });
});
