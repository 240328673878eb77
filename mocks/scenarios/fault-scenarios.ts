// Named faults layered over the mock's answers (what a person sees when the API misbehaves): a pure decision
// per request, applied by fault-handler.ts; no msw here, the app's bootstrap reads the names.

export const FAULT_SCENARIOS = ['none', 'server-errors', 'rate-limit', 'slow', 'offline'] as const;
export type FaultScenario = (typeof FAULT_SCENARIOS)[number];

/** What the Settings drawer offers, in order. */
export const FAULT_SCENARIO_LABELS: Record<FaultScenario, string> = {
  none: 'None',
  'server-errors': 'Server errors (500/503)',
  'rate-limit': 'Rate limit (429 with Retry-After)',
  slow: 'Slow answers (several seconds)',
  offline: 'Offline (network error)',
};

export interface FaultSetting {
  scenario: FaultScenario;
  /** Only these operations (contract operationIds) fail; absent: every operation. */
  operations?: readonly string[];
}

export const NO_FAULT: FaultSetting = { scenario: 'none' };

/** Seconds a rate-limited client is told to wait (long enough that a person reads it, not a spinner). */
export const RATE_LIMIT_RETRY_AFTER_SECONDS = 20;
/** How long a slow answer takes: clearly slow, yet inside every client timeout. */
export const SLOW_ANSWER_MS = 4000;

/** What to do with one request under a fault. */
export type FaultDecision =
  | { kind: 'answer' }
  | { kind: 'delay'; ms: number }
  | { kind: 'network-error' }
  | { kind: 'error'; status: 429 | 500 | 503; detail: string; headers: Record<string, string> };

export function isFaultScenario(value: unknown): value is FaultScenario {
  return typeof value === 'string' && (FAULT_SCENARIOS as readonly string[]).includes(value);
}

/** A stored or typed setting, read leniently: anything unusable is no fault. */
export function parseFaultSetting(raw: unknown): FaultSetting {
  let value = raw;
  if (typeof raw === 'string') {
    if (isFaultScenario(raw)) return { scenario: raw };
    try {
      value = JSON.parse(raw);
    } catch {
      return NO_FAULT;
    }
  }
  if (typeof value !== 'object' || value === null) return NO_FAULT;
  const { scenario, operations } = value as Record<string, unknown>;
  if (!isFaultScenario(scenario)) return NO_FAULT;
  const names = Array.isArray(operations) ? operations.filter((name): name is string => typeof name === 'string') : undefined;
  return names && names.length > 0 ? { scenario, operations: names } : { scenario };
}

/** The `sequence`-th faulted request's fate (server errors alternate 500 and 503: both are seen); no operation keeps its 404/405. */
export function decideFault(setting: FaultSetting, operationId: string | null, sequence: number): FaultDecision {
  if (setting.scenario === 'none' || operationId === null) return { kind: 'answer' };
  if (setting.operations && !setting.operations.includes(operationId)) return { kind: 'answer' };
  switch (setting.scenario) {
    case 'server-errors':
      return sequence % 2 === 0
        ? { kind: 'error', status: 500, detail: 'Internal server error', headers: {} }
        : { kind: 'error', status: 503, detail: 'Service unavailable', headers: {} };
    case 'rate-limit':
      return {
        kind: 'error',
        status: 429,
        detail: 'Rate limit exceeded',
        headers: { 'Retry-After': String(RATE_LIMIT_RETRY_AFTER_SECONDS) },
      };
    case 'slow':
      return { kind: 'delay', ms: SLOW_ANSWER_MS };
    case 'offline':
      return { kind: 'network-error' };
  }
}
