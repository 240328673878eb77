import { describe, expect, it } from 'vitest';
import {
  expectValidResponse,
  linkHeaderProblems,
  operationFor,
  schemaValidator,
  validateRequestBody,
  validateResponseBody,
} from './openapi-validator';

const TEST_ID = '3f1c2a4e-5b6d-5e7f-8a9b-0c1d2e3f4a5b';
const QUARANTINE_ID = '0b7e8f6a-1c2d-4e3f-9a8b-7c6d5e4f3a2b';

const searchBody = {
  size: 1,
  per_page: 10,
  total: 1,
  tests: [
    {
      test_id: TEST_ID,
      test_name: 'tests/test_cart.py::test_checkout',
      pipeline_name: 'CI',
      job_name: 'unit-tests',
      metrics: { health_status: 'flaky', health_confidence: 'high', failed_executions_impact: 'medium' },
    },
  ],
};

const queueLeaveEvent = {
  id: 42,
  received_at: '2025-01-10T10:00:00Z',
  trigger: 'merge queue internal',
  repository: 'acme/checkout',
  pull_request: 1234,
  base_ref: 'main',
  outcome: 'failure',
  type: 'action.queue.leave',
  metadata: {
    reason: 'Checks failed',
    merged: false,
    queue_name: 'default',
    branch: 'feature/x',
    queued_at: '2025-01-10T09:00:00Z',
    seconds_waiting_for_schedule: 0,
    seconds_waiting_for_freeze: 0,
    priority_rule_name: null,
    conditions_evaluation: {
      match: false,
      label: 'all of',
      is_label_user_input: false,
      description: null,
      attribute_name: null,
      operator: null,
      schedule: null,
      subconditions: [
        {
          match: false,
          label: 'check-success=ci',
          is_label_user_input: true,
          description: null,
          attribute_name: 'check-success',
          operator: '=',
          schedule: null,
          subconditions: [],
          evaluations: [{ pull_request: 1234, match: false, evaluation_error: null, related_checks: ['ci'], next_evaluation_at: null }],
        },
      ],
      evaluations: [{ pull_request: 1234, match: false, evaluation_error: null, related_checks: [], next_evaluation_at: null }],
    },
    checks: [{ name: 'ci', description: 'failed', url: null, state: 'failure', avatar_url: null }],
    unsuccessful_checks: [{ name: 'ci', description: 'failed', url: null, state: 'failure', avatar_url: null }],
    pull_request_head_sha: 'abc123',
    session_id: '6c1f0d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
    dequeue_code: 'CHECKS_FAILED',
    batch_id: null,
    scopes: null,
    all_scopes: null,
  },
};

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}

describe('validateResponseBody', () => {
  it('accepts a valid search page', () => {
    expect(validateResponseBody('searchTests', 200, searchBody)).toEqual([]);
  });

  it('reports a missing required field', () => {
    const { total: _total, ...withoutTotal } = searchBody;
    expect(validateResponseBody('searchTests', 200, withoutTotal)).toEqual(["(root) must have required property 'total'"]);
  });

  it('reports a value outside an enum', () => {
    const body = structuredClone(searchBody);
    body.tests[0]!.metrics.health_status = 'sick';
    const errors = validateResponseBody('searchTests', 200, body);
    expect(errors.join('\n')).toContain('/tests/0/metrics/health_status must be equal to one of the allowed values');
  });

  it('accepts null where the contract allows it and rejects it elsewhere', () => {
    const body = structuredClone(searchBody);
    (body.tests[0]!.metrics as { failed_executions_impact: string | null }).failed_executions_impact = null;
    expect(validateResponseBody('searchTests', 200, body)).toEqual([]);
    (body.tests[0] as { pipeline_name: string | null }).pipeline_name = null;
    expect(validateResponseBody('searchTests', 200, body)).not.toEqual([]);
  });

  it('validates events through the discriminated union, metadata included', () => {
    expect(validateResponseBody('getActivityLog', 200, { size: 1, per_page: 10, events: [queueLeaveEvent] })).toEqual([]);
    const broken = structuredClone(queueLeaveEvent) as { metadata: Record<string, unknown> };
    delete broken.metadata.merged;
    const errors = validateResponseBody('getActivityLog', 200, { size: 1, per_page: 10, events: [broken] });
    expect(errors).toEqual(["/events/0/metadata must have required property 'merged'"]);
  });

  it('rejects an unknown event type and keeps unknown envelope fields', () => {
    const validate = schemaValidator('ActivityLogEvent');
    expect(validate({ ...queueLeaveEvent, type: 'action.teleport' })).toBe(false);
    expect(validate({ ...queueLeaveEvent, shard: 'eu-1' })).toBe(true);
  });

  it('takes freeze attributes in the published shape: string or grouped conditions, no id, exclusions required', () => {
    const validate = schemaValidator('ScheduledFreezeEventLogAttributes');
    const attributes = {
      reason: 'Quarter-end freeze',
      start: '2025-01-10T18:00:00Z',
      end: null,
      timezone: 'Europe/Paris',
      matching_conditions: ['base=main', { or: ['label=release', { not: { and: ['label=hotfix'] } }] }],
      exclude_conditions: [],
    };
    expect(validate(attributes)).toBe(true);
    const { exclude_conditions: _excluded, ...withoutExclusions } = attributes;
    expect(validate(withoutExclusions)).toBe(false);
    expect(validate({ ...attributes, matching_conditions: [5] })).toBe(false);
  });

  it('validates the per-test statistic by its shape', () => {
    const bucket = { start: '2025-01-01T00:00:00Z', end: '2025-01-01T01:00:00Z' };
    expect(
      validateResponseBody('getTestStat', 200, { stat: 'failure_count', value: 3, value_over_time: [{ ...bucket, value: 3 }] }),
    ).toEqual([]);
    expect(
      validateResponseBody('getTestStat', 200, { stat: 'mean_duration', value: 1.5, value_over_time: [{ ...bucket, value: 1.5 }] }),
    ).toEqual([]);
    expect(validateResponseBody('getTestStat', 200, { stat: 'failure_count', value: 1.5, value_over_time: [] })).not.toEqual([]);
  });

  it('validates error bodies of every kind', () => {
    expect(validateResponseBody('getTestDetails', 404, { detail: 'Repository not found' })).toEqual([]);
    expect(validateResponseBody('getActivityLog', 403, { detail: 'Forbidden' })).toEqual([]);
    expect(
      validateResponseBody('searchTests', 422, { detail: [{ loc: ['query', 'per_page'], msg: 'too big', type: 'less_than_equal' }] }),
    ).toEqual([]);
    expect(validateResponseBody('searchTests', 422, { detail: 'bad' })).not.toEqual([]);
    expect(validateResponseBody('searchTests', 500, { detail: 'x' })).toEqual(['searchTests does not document status 500']);
  });

  it('checks formats (uuid, date-time)', () => {
    expect(validateResponseBody('createQuarantine', 201, { id: QUARANTINE_ID })).toEqual([]);
    expect(validateResponseBody('createQuarantine', 201, { id: 'not-a-uuid' })).toEqual(['/id must match format "uuid"']);
  });
});

describe('validateRequestBody', () => {
  it('accepts a valid create-quarantine body and rejects an empty reason', () => {
    expect(validateRequestBody('createQuarantine', { test_name: 't', reason: 'flaky', branch: null })).toEqual([]);
    expect(validateRequestBody('createQuarantine', { test_name: 't', reason: '' })).toEqual([
      '/reason must NOT have fewer than 1 characters',
    ]);
  });
});

describe('operationFor', () => {
  it('maps requests to operations, literal segments first', () => {
    expect(operationFor('GET', 'http://localhost/v1/ci/acme/repositories/checkout/tests/stats/flaky_tests')).toEqual({
      operationId: 'getRepositoryTestStat',
      pathParams: { owner: 'acme', repository: 'checkout', stat: 'flaky_tests' },
    });
    expect(operationFor('GET', `/v1/ci/acme/repositories/checkout/tests/${TEST_ID}/stats/mean_duration`)?.operationId).toBe('getTestStat');
    expect(
      operationFor('DELETE', `https://api.example.com/v1/ci/acme/repositories/checkout/quarantines/${QUARANTINE_ID}`)?.operationId,
    ).toBe('deleteQuarantine');
    expect(operationFor('GET', '/v1/repos/acme/checkout/logs/aggregate?event_type=action.merge')?.operationId).toBe(
      'getActivityLogAggregate',
    );
    expect(operationFor('POST', '/v1/repos/acme/checkout/logs')).toBeUndefined();
  });
});

describe('linkHeaderProblems', () => {
  const next = '</v1/repos/acme/checkout/logs?cursor=abc&per_page=10>; rel="next"';
  const prev = '</v1/repos/acme/checkout/logs?cursor=xyz&per_page=10>; rel="prev"';

  it('accepts next and prev links that carry cursor and per_page', () => {
    expect(linkHeaderProblems('getActivityLog', `${next}, ${prev}`)).toEqual([]);
  });

  it('rejects other rels, missing cursors and garbage', () => {
    expect(linkHeaderProblems('getActivityLog', next.replace('next', 'last'))).toEqual(['unexpected rel="last" (only next/prev)']);
    expect(linkHeaderProblems('getActivityLog', '</v1/repos/acme/checkout/logs?per_page=10>; rel="next"')).toEqual([
      'rel="next" link has no cursor',
    ]);
    expect(linkHeaderProblems('getActivityLog', 'next page please')).toHaveLength(1);
    expect(linkHeaderProblems('searchTests', next)).toHaveLength(1);
  });
});

describe('expectValidResponse', () => {
  it('returns the parsed body of a valid response', async () => {
    const response = jsonResponse(searchBody, {
      headers: { link: '</v1/ci/acme/repositories/checkout/search/tests?cursor=c2&per_page=10>; rel="next"' },
    });
    await expect(expectValidResponse('searchTests', response)).resolves.toEqual(searchBody);
  });

  it('accepts both documented answers of the delete', async () => {
    await expect(expectValidResponse('deleteQuarantine', new Response(null, { status: 204 }))).resolves.toBeUndefined();
    await expect(expectValidResponse('deleteQuarantine', jsonResponse({}))).resolves.toEqual({});
  });

  it('lists every problem: content type, body and link', async () => {
    const response = new Response(JSON.stringify({ size: 1 }), {
      headers: { 'content-type': 'text/html', link: '<x>; rel="last"' },
    });
    await expect(expectValidResponse('getActivityLog', response)).rejects.toThrow(
      /content-type is "text\/html"[\s\S]*required property 'per_page'[\s\S]*rel="last"/,
    );
  });

  it('rejects an undocumented status', async () => {
    await expect(expectValidResponse('getQuarantine', jsonResponse({ detail: 'boom' }, { status: 500 }))).rejects.toThrow(
      'status 500 is not documented',
    );
  });

  it('rejects a body where none is documented (204)', () => {
    expect(validateResponseBody('deleteQuarantine', 204, { deleted: true })).toEqual(['deleteQuarantine 204 documents no body']);
  });
});
