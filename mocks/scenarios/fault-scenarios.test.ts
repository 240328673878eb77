import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { schemaValidator } from '../../tests/contract/openapi-validator';
import { DEMO_CREDENTIALS } from '../core/demo-credentials';
import { FIXTURE_NOW } from '../fixtures';
import { readFaultSetting, writeFaultSetting, FAULT_SETTING_KEY } from '../browser/session-settings';
import { createMockBackend } from '../mock-backend';
import { faultHandler } from './fault-handler';
import {
  decideFault,
  NO_FAULT,
  parseFaultSetting,
  RATE_LIMIT_RETRY_AFTER_SECONDS,
  SLOW_ANSWER_MS,
  type FaultSetting,
} from './fault-scenarios';

const QUARANTINES = 'http://localhost/v1/ci/acme/repositories/checkout/quarantines';
const SEARCH = 'http://localhost/v1/ci/acme/repositories/checkout/search/tests';

let setting: FaultSetting = NO_FAULT;
const backend = createMockBackend({ now: FIXTURE_NOW, seed: 'ci-insights-demo' });
const server = setupServer(
  faultHandler(() => setting),
  ...backend.handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  setting = NO_FAULT;
});
afterAll(() => server.close());

const get = (url: string) => fetch(url, { headers: { Authorization: `Bearer ${DEMO_CREDENTIALS.adminKey}` } });
const isHttpError = schemaValidator('HTTPError');

describe('decideFault', () => {
  it('answers normally without a fault, and for paths the contract does not know', () => {
    expect(decideFault(NO_FAULT, 'searchTests', 0)).toEqual({ kind: 'answer' });
    expect(decideFault({ scenario: 'offline' }, null, 0)).toEqual({ kind: 'answer' });
  });

  it('alternates 500 and 503 under server errors', () => {
    const statuses = [0, 1, 2, 3].map((sequence) => decideFault({ scenario: 'server-errors' }, 'searchTests', sequence));
    expect(statuses.map((decision) => (decision.kind === 'error' ? decision.status : decision.kind))).toEqual([500, 503, 500, 503]);
  });

  it('delays slow answers and drops the network when offline', () => {
    expect(decideFault({ scenario: 'slow' }, 'getActivityLog', 0)).toEqual({ kind: 'delay', ms: SLOW_ANSWER_MS });
    expect(decideFault({ scenario: 'offline' }, 'getActivityLog', 0)).toEqual({ kind: 'network-error' });
  });

  it('fails only the operations named, when some are', () => {
    const scoped: FaultSetting = { scenario: 'server-errors', operations: ['listTestFailures'] };
    expect(decideFault(scoped, 'getTestDetails', 0)).toEqual({ kind: 'answer' });
    expect(decideFault(scoped, 'listTestFailures', 0)).toMatchObject({ kind: 'error', status: 500 });
  });
});

describe('parseFaultSetting', () => {
  it('reads a bare scenario name, a JSON setting, and treats anything else as no fault', () => {
    expect(parseFaultSetting('rate-limit')).toEqual({ scenario: 'rate-limit' });
    expect(parseFaultSetting('{"scenario":"offline","operations":["getTestStat"]}')).toEqual({
      scenario: 'offline',
      operations: ['getTestStat'],
    });
    expect(parseFaultSetting('{"scenario":"offline","operations":[]}')).toEqual({ scenario: 'offline' });
    expect(parseFaultSetting('meltdown')).toEqual(NO_FAULT);
    expect(parseFaultSetting('{"scenario":1}')).toEqual(NO_FAULT);
    expect(parseFaultSetting(null)).toEqual(NO_FAULT);
  });

  it('round-trips through storage, and "none" leaves nothing behind', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
    writeFaultSetting(storage, { scenario: 'slow', operations: ['searchTests'] });
    expect(readFaultSetting(storage)).toEqual({ scenario: 'slow', operations: ['searchTests'] });
    writeFaultSetting(storage, NO_FAULT);
    expect(items.has(FAULT_SETTING_KEY)).toBe(false);
    expect(readFaultSetting(storage)).toEqual(NO_FAULT);
  });
});

describe('the fault handler over the mock', () => {
  it('answers 429 with Retry-After and an error body the contract knows', async () => {
    setting = { scenario: 'rate-limit' };
    const response = await get(SEARCH);
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe(String(RATE_LIMIT_RETRY_AFTER_SECONDS));
    const body: unknown = await response.json();
    expect(isHttpError(body)).toBe(true);
  });

  it('answers 500 and 503 with error bodies the contract knows', async () => {
    setting = { scenario: 'server-errors' };
    const answers = await Promise.all([get(SEARCH), get(QUARANTINES)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([500, 503]);
    for (const answer of answers) expect(isHttpError(await answer.json())).toBe(true);
  });

  it('fails the request outright when offline', async () => {
    setting = { scenario: 'offline' };
    await expect(get(SEARCH)).rejects.toThrow();
  });

  it('switches off cleanly: the next request gets the real answer', async () => {
    setting = { scenario: 'server-errors' };
    expect((await get(QUARANTINES)).status).toBeGreaterThanOrEqual(500);
    setting = NO_FAULT;
    const response = await get(QUARANTINES);
    expect(response.status).toBe(200);
    expect(response.headers.get('Retry-After')).toBeNull();
    expect((await response.json()) as object).toHaveProperty('quarantined_tests');
  });

  it('leaves the operations it does not name alone', async () => {
    setting = { scenario: 'server-errors', operations: ['listQuarantines'] };
    expect((await get(QUARANTINES)).status).toBeGreaterThanOrEqual(500);
    expect((await get(SEARCH)).status).toBe(200);
  });
});
