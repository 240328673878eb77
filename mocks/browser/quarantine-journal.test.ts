import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../core/demo-credentials';
import { FIXTURE_NOW, FIXTURE_QUARANTINES } from '../fixtures';
import { createMockBackend } from '../mock-backend';
import type { MockMutation } from '../core/mock-context';
import { getResponse } from 'msw';
import { appendToJournal, journalKey, readJournal, replayJournal, type JournalStorage } from './quarantine-journal';

function memoryStorage(): JournalStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
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

describe('the quarantine journal', () => {
  it('records mutations and replays them onto a fresh store (a reload)', async () => {
    const storage = memoryStorage();
    const key = journalKey('ci-insights-demo', 1);
    const session = createMockBackend({ now: FIXTURE_NOW, onMutation: (mutation) => appendToJournal(storage, key, mutation) });
    const created = await request(session.handlers, 'POST', '/quarantines', { test_name: 'tests/test_x.py::test_y', reason: 'flaky' });
    const { id } = (await created.json()) as { id: string };
    await request(session.handlers, 'DELETE', `/quarantines/${FIXTURE_QUARANTINES.flakyAuto.id}`);
    const journal = readJournal(storage, key);
    expect(journal.map((entry) => entry.kind)).toEqual(['quarantine.created', 'quarantine.removed']);

    const reloaded = createMockBackend({ now: FIXTURE_NOW });
    const times: (number | null)[] = [];
    expect(replayJournal(reloaded.store, journal, (time) => times.push(time))).toBe(2);
    const checkout = reloaded.store.repositories.get('acme/checkout');
    const record = checkout?.quarantines.find((candidate) => candidate.id === id);
    expect(record).toMatchObject({ testName: 'tests/test_x.py::test_y', createdAt: (journal[0] as Extract<MockMutation, { kind: 'quarantine.created' }>).record.createdAt });
    expect(checkout?.quarantines.some((candidate) => candidate.id === FIXTURE_QUARANTINES.flakyAuto.id)).toBe(false);
    expect(times).toEqual([expect.any(Number), null, expect.any(Number), null]);
  });

  it('ignores a corrupt journal', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(readJournal(storage, 'k')).toEqual([]);
    storage.setItem('k', JSON.stringify([{ kind: 'other' }, 5]));
    expect(readJournal(storage, 'k')).toEqual([]);
  });
});
