// The contract document says what the API document says. Every expectation here is written down
// independently of src/api/openapi.yaml, so removing or loosening anything in it fails a test.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dereference, validate } from '@readme/openapi-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import openapiDocument from '@/api/generated/openapi.json';
import { EVENT_METADATA_SPEC, SHARED_SHAPES, expectedEventMetadata } from './event-metadata-expectations';

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  style?: string;
  explode?: boolean;
  schema: Json;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  security?: Record<string, string[]>[];
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema: Json }> }>;
  requestBody?: { required?: boolean; content: Record<string, { schema: Json }> };
}
interface Document {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json> };
}

const raw = openapiDocument as unknown as Document;
const repoRoot = path.resolve(import.meta.dirname, '../..');

const TEST = '/ci/{owner}/repositories/{repository}';
const LOGS = '/repos/{owner}/{repository}/logs';
const STATS = '/repos/{owner}/{repository}/stats';
const OPERATIONS: [method: string, path: string, operationId: string][] = [
  ['get', `${TEST}/search/tests`, 'searchTests'],
  ['get', `${TEST}/tests/{test_id}`, 'getTestDetails'],
  ['get', `${TEST}/tests/{test_id}/stats/{stat}`, 'getTestStat'],
  ['get', `${TEST}/tests/{test_id}/health-transitions`, 'getTestHealthTransitions'],
  ['get', `${TEST}/tests/{test_id}/failures`, 'listTestFailures'],
  ['get', `${TEST}/tests/{test_id}/failures/{failure_id}`, 'getTestFailure'],
  ['get', `${TEST}/tests/{test_id}/executions`, 'listTestExecutions'],
  ['get', `${TEST}/tests/stats/{stat}`, 'getRepositoryTestStat'],
  ['get', `${TEST}/quarantines`, 'listQuarantines'],
  ['post', `${TEST}/quarantines`, 'createQuarantine'],
  ['get', `${TEST}/quarantines/{quarantine_id}`, 'getQuarantine'],
  ['delete', `${TEST}/quarantines/{quarantine_id}`, 'deleteQuarantine'],
  // Not in the API document: the check the vendor's CLI calls from `junit-process` (issue 23).
  ['post', `${TEST}/quarantines/check`, 'checkQuarantines'],
  ['get', LOGS, 'getActivityLog'],
  ['get', `${LOGS}/aggregate`, 'getActivityLogAggregate'],
  // The merge queue's statistics (the vendor's August 2026 document, issue 24).
  ['get', `${STATS}/time_to_merge`, 'getQueueTimeToMerge'],
  ['get', `${STATS}/merge_queue_checks_outcome`, 'getQueueChecksOutcome'],
  ['get', `${STATS}/queues_checks_outcome_count`, 'getQueueChecksOutcomeCount'],
  ['get', `${STATS}/queues_entered_count`, 'getQueueEnteredCount'],
  ['get', `${STATS}/queues_merged_count`, 'getQueueMergedCount'],
  ['get', `${STATS}/average_ci_runtime`, 'getQueueAverageCiRuntime'],
  ['get', `${STATS}/idle_queue_time`, 'getQueueIdleTime'],
  ['get', `${STATS}/total_queue_time`, 'getQueueTotalTime'],
  ['get', `${STATS}/queue_size`, 'getQueueSize'],
  ['get', `${STATS}/running_speculative_checks`, 'getQueueRunningSpeculativeChecks'],
  ['get', `${STATS}/batch_size`, 'getQueueBatchSize'],
  ['get', `${STATS}/batch_bisection`, 'getQueueBatchBisection'],
  ['get', `${STATS}/branches`, 'getQueueBranches'],
  ['get', `${STATS}/checks_retries`, 'getQueueChecksRetries'],
  ['get', `${STATS}/failure_rate`, 'getQueueFailureRate'],
  ['get', `${STATS}/skip_intermediate_results`, 'getQueueSkipIntermediateResults'],
  ['get', `${STATS}/queues_pr_exit_reasons`, 'getQueueExitReasons'],
  ['get', `${STATS}/queues`, 'getQueueNames'],
  // The vendor's August 2026 runner and CI job queue figures (issue 24), and our listing of the runners.
  ['get', '/ci/{owner}/runners/stats/{stat}', 'getCiRunnerStat'],
  ['get', '/ci/{owner}/queue/stats/{stat}', 'getCiJobQueueStat'],
  ['get', '/ci/{owner}/runners', 'listCiRunners'],
];

// ---- The parameter table (API document + api-facts.md) -------------------------------------------
interface Expected {
  in: 'path' | 'query';
  required: boolean;
  schema: Json;
  /** Array parameters: repeated (`style: form, explode: true`) with these item constraints. */
  items?: Json;
}
const path_ = (schema: Json): Expected => ({ in: 'path', required: true, schema });
const query = (schema: Json): Expected => ({ in: 'query', required: false, schema });
const repeated = (items: Json, extra: Json = {}): Expected => ({
  in: 'query',
  required: false,
  schema: { type: 'array', ...extra },
  items,
});

const LEVELS = ['low', 'medium', 'high'];
const HEALTH = ['healthy', 'flaky', 'broken'];
const OUTCOMES = ['success', 'failure', 'pending', 'neutral'];
const EVENT_TYPES = [
  'action.assign',
  'action.backport',
  'action.close',
  'action.comment',
  'action.copy',
  'action.delete_head_branch',
  'action.dequeue',
  'action.dismiss_reviews',
  'action.edit',
  'action.github_actions',
  'action.label',
  'action.merge',
  'action.post_check',
  'action.rebase',
  'action.refresh',
  'action.request_reviews',
  'action.review',
  'action.squash',
  'action.update',
  'action.queue.batch_bisection_end',
  'action.queue.batch_bisection_start',
  'action.queue.change',
  'action.queue.checks.change',
  'action.queue.checks_end',
  'action.queue.checks_not_started',
  'action.queue.checks_start',
  'action.queue.conflict_deferred',
  'action.queue.enter',
  'action.queue.leave',
  'action.queue.merged',
  'ci_insights.auto_quarantine.disabled',
  'ci_insights.auto_quarantine.enabled',
  'ci_insights.auto_quarantine.modified',
  'ci_insights.job_retried',
  'command.dequeue',
  'command.queue',
  'product.disabled',
  'product.enabled',
  'queue.pause.create',
  'queue.pause.delete',
  'queue.pause.update',
  'scheduled_freeze.create',
  'scheduled_freeze.delete',
  'scheduled_freeze.update',
  'test.dequarantined',
  'test.quarantined',
];

// The vendor's August 2026 document, `ci-runner-stats` and `ci-queue-stats`.
const RUNNER_DURATION_STATS = ['avg_duration', 'min_duration', 'median_duration', 'p95_duration', 'p99_duration', 'max_duration'];
const RUNNER_RATE_STATS = ['success_rate', 'jobs_per_hour', 'avg_jobs_per_hour', 'utilization_rate'];
const RUNNER_COUNT_STATS = ['active_runners', 'active_jobs'];
const RUNNER_STATS = [...RUNNER_DURATION_STATS, ...RUNNER_RATE_STATS, ...RUNNER_COUNT_STATS];
const JOB_QUEUE_STATS = [
  'total_jobs',
  'avg_wait_time',
  'min_wait_time',
  'median_wait_time',
  'p95_wait_time',
  'p99_wait_time',
  'max_wait_time',
];

const owner = path_({ type: 'string', minLength: 1, maxLength: 40, pattern: '^[a-zA-Z0-9\\-]+$' });
const repository = path_({ type: 'string', minLength: 1, maxLength: 100, pattern: '^[\\w\\-\\.]+$' });
const uuidPath = path_({ type: 'string', format: 'uuid' });
const dateTime = query({ type: 'string', format: 'date-time' });
const cursor = query({ type: 'string' });
const perPage = query({ type: 'integer', minimum: 1, maximum: 100, default: 10 });
const direction = query({ type: 'string', enum: ['asc', 'desc'], default: 'desc' });
// test_name, pipeline_name, job_name and their _exclude twins: up to 255 values of 1..255 characters.
const identityNames = repeated({ type: 'string', minLength: 1, maxLength: 255 }, { maxItems: 255 });
const names = repeated({ type: 'string' });
const levels = repeated({ type: 'string', enum: LEVELS });

const nameFilters = {
  test_name: identityNames,
  test_name_exclude: identityNames,
  pipeline_name: identityNames,
  pipeline_name_exclude: identityNames,
  job_name: identityNames,
  job_name_exclude: identityNames,
  health_confidence: levels,
  health_confidence_exclude: levels,
  failed_executions_impact: levels,
  failed_executions_impact_exclude: levels,
};
// Pull request numbers as the August 2026 document bounds them: 1..2147483646, each once.
const pullRequestNumbers = repeated({ type: 'integer', minimum: 1, exclusiveMaximum: 2147483647 }, { uniqueItems: true });
const activityFilters = {
  pull_request: pullRequestNumbers,
  not_pull_request: pullRequestNumbers,
  base_ref: query({ type: 'string', minLength: 1, maxLength: 255 }),
  batch_pull: pullRequestNumbers,
  not_batch_pull: pullRequestNumbers,
  event_type: repeated({ type: 'string', enum: EVENT_TYPES }),
  not_event_type: repeated({ type: 'string', enum: EVENT_TYPES }),
  outcome: repeated({ type: 'string', enum: OUTCOMES }),
  not_outcome: repeated({ type: 'string', enum: OUTCOMES }),
  trigger: names,
  not_trigger: names,
  received_from: dateTime,
  received_to: dateTime,
};

// The merge queue's statistics: repeated filters bounded like the document bounds them (unbounded on
// batch_size, batch_bisection and running_speculative_checks), a window of two date-times.
const statsNames = repeated({ type: 'string', minLength: 1, maxLength: 255 }, { maxItems: 255 });
const statsWindow = { start_at: dateTime, end_at: dateTime };
const statsFilters = { base_ref: statsNames, queue_name: statsNames, priority_rule_name: statsNames, ...statsWindow };
const unboundedStatsFilters = { base_ref: names, queue_name: names, priority_rule_name: names, ...statsWindow };

const PARAMETERS: Record<string, Record<string, Expected>> = {
  searchTests: {
    owner,
    repository,
    ...nameFilters,
    health_status: repeated({ type: 'string', enum: HEALTH }),
    health_status_exclude: repeated({ type: 'string', enum: HEALTH }),
    sort: query({
      type: 'string',
      enum: [
        'executions_count',
        'test_name',
        'pipeline_name',
        'job_name',
        'health_status',
        'health_confidence',
        'failed_executions_impact',
        'failed_executions_ratio',
      ],
      default: 'executions_count',
    }),
    direction,
    cursor,
    per_page: perPage,
  },
  getTestDetails: { owner, repository, test_id: uuidPath },
  getTestStat: {
    owner,
    repository,
    test_id: uuidPath,
    stat: path_({ type: 'string', enum: ['success_count', 'failure_count', 'flaky_count', 'mean_duration'] }),
    start: dateTime,
    end: dateTime,
  },
  getTestHealthTransitions: { owner, repository, test_id: uuidPath, start: dateTime, end: dateTime },
  listTestFailures: { owner, repository, test_id: uuidPath },
  getTestFailure: { owner, repository, test_id: uuidPath, failure_id: uuidPath },
  listTestExecutions: {
    owner,
    repository,
    test_id: uuidPath,
    sort: query({ type: 'string', enum: ['executions_count', 'pipeline_name', 'job_name'], default: 'executions_count' }),
    direction,
    cursor,
    per_page: perPage,
    start: dateTime,
    end: dateTime,
  },
  getRepositoryTestStat: {
    owner,
    repository,
    stat: path_({ type: 'string', enum: ['total_tests', 'healthy_tests', 'broken_tests', 'flaky_tests', 'failed_executions'] }),
    ...nameFilters,
  },
  listQuarantines: {
    owner,
    repository,
    branch: query({ type: 'string', minLength: 1, maxLength: 255 }),
    test_id: query({ type: 'string', format: 'uuid' }),
    source: query({ type: 'string', enum: ['manual', 'auto'] }),
    cursor,
    // No default: without per_page the whole list comes back with "per_page": null.
    per_page: query({ type: 'integer', minimum: 1, maximum: 100 }),
  },
  createQuarantine: { owner, repository },
  getQuarantine: { owner, repository, quarantine_id: uuidPath },
  deleteQuarantine: { owner, repository, quarantine_id: uuidPath },
  checkQuarantines: { owner, repository },
  getActivityLog: { owner, repository, ...activityFilters, cursor, per_page: perPage },
  getActivityLogAggregate: { owner, repository, ...activityFilters },
  getQueueTimeToMerge: { owner, repository, at: dateTime, branch: query({ type: 'string' }) },
  getQueueChecksOutcome: { owner, repository, ...statsFilters },
  getQueueChecksOutcomeCount: { owner, repository, ...statsFilters },
  getQueueEnteredCount: { owner, repository, ...statsFilters },
  getQueueMergedCount: { owner, repository, ...statsFilters },
  getQueueAverageCiRuntime: { owner, repository, ...statsFilters },
  getQueueIdleTime: { owner, repository, ...statsFilters },
  getQueueTotalTime: { owner, repository, ...statsFilters },
  getQueueSize: { owner, repository, ...statsFilters },
  getQueueRunningSpeculativeChecks: { owner, repository, base_ref: names, queue_name: names, ...statsWindow },
  getQueueBatchSize: { owner, repository, ...unboundedStatsFilters },
  getQueueBatchBisection: { owner, repository, ...unboundedStatsFilters },
  getQueueBranches: { owner, repository, ...statsWindow },
  getQueueChecksRetries: { owner, repository, ...statsFilters },
  getQueueFailureRate: { owner, repository, ...statsFilters },
  getQueueSkipIntermediateResults: { owner, repository, ...statsFilters },
  getQueueExitReasons: { owner, repository, ...statsFilters },
  getQueueNames: { owner, repository, ...statsWindow },
  getCiRunnerStat: {
    owner,
    stat: path_({ type: 'string', enum: [...RUNNER_STATS] }),
    runner_name: identityNames,
    runner_name_exclude: identityNames,
    runner_group_name: identityNames,
    runner_group_name_exclude: identityNames,
    runner_labels: identityNames,
    start: dateTime,
    end: dateTime,
  },
  getCiJobQueueStat: {
    owner,
    stat: path_({ type: 'string', enum: [...JOB_QUEUE_STATS] }),
    labels: identityNames,
    start: dateTime,
    end: dateTime,
  },
  listCiRunners: { owner },
};

const CONSTRAINT_KEYS = [
  'type',
  'format',
  'minLength',
  'maxLength',
  'pattern',
  'enum',
  'minimum',
  'maximum',
  'exclusiveMaximum',
  'default',
  'maxItems',
  'uniqueItems',
];
function constraints(schema: Json | undefined): Json {
  const picked: Json = {};
  for (const key of CONSTRAINT_KEYS) if (schema && key in schema) picked[key] = schema[key];
  // Enum order carries no meaning; compare as sets.
  if (Array.isArray(picked.enum)) picked.enum = [...(picked.enum as string[])].sort();
  return picked;
}

const ALL_CREDENTIALS = [{ AdminApplicationKey: [] }, { CIApplicationKey: [] }, { RepositoryHostToken: [] }];
const NO_CI_KEY = [{ AdminApplicationKey: [] }, { RepositoryHostToken: [] }];
const SECURITY: Record<string, unknown[]> = Object.fromEntries(
  OPERATIONS.map(([, , id]) => [
    id,
    [
      'getRepositoryTestStat',
      'getActivityLog',
      'getActivityLogAggregate',
      'getCiRunnerStat',
      'getCiJobQueueStat',
      'listCiRunners',
    ].includes(id) || id.startsWith('getQueue')
      ? NO_CI_KEY
      : ALL_CREDENTIALS,
  ]),
);

const SUCCESS: Record<string, Record<string, string | null>> = {
  searchTests: { '200': 'TestSearchResponse' },
  getTestDetails: { '200': 'GetTestDetailsResponse' },
  getTestStat: { '200': 'oneOf:TestCountStatsResponse|TestDurationStatsResponse' },
  getTestHealthTransitions: { '200': 'HealthTransitionsResponse' },
  listTestFailures: { '200': 'TestFailuresResponse' },
  getTestFailure: { '200': 'TestFailureDetail' },
  listTestExecutions: { '200': 'TestExecutionsResponse' },
  getRepositoryTestStat: { '200': 'RepositoryTestStatResponse' },
  listQuarantines: { '200': 'QuarantineListResponse' },
  createQuarantine: { '201': 'CreateQuarantineResponse' },
  getQuarantine: { '200': 'QuarantinedTest' },
  deleteQuarantine: { '200': 'object', '204': null },
  checkQuarantines: { '200': 'QuarantineCheckResponse' },
  getActivityLog: { '200': 'ActivityLogResponse' },
  getActivityLogAggregate: { '200': 'ActivityLogAggregateResponse' },
  getQueueTimeToMerge: { '200': 'array:TimeToMergePerPartition' },
  getQueueChecksOutcome: { '200': 'ChecksOutcomeResponse' },
  getQueueChecksOutcomeCount: { '200': 'ChecksOutcomeByIntervalResponse' },
  getQueueEnteredCount: { '200': 'EnteredCountResponse' },
  getQueueMergedCount: { '200': 'MergedCountResponse' },
  getQueueAverageCiRuntime: { '200': 'CIAverageRuntimeResponse' },
  getQueueIdleTime: { '200': 'AverageIdleQueueTimeResponse' },
  getQueueTotalTime: { '200': 'QueueAverageTimeResponse' },
  getQueueSize: { '200': 'QueueSizeResponse' },
  getQueueRunningSpeculativeChecks: { '200': 'RunningChecksResponse' },
  getQueueBatchSize: { '200': 'BatchSizeResponse' },
  getQueueBatchBisection: { '200': 'BisectionResponse' },
  getQueueBranches: { '200': 'BaseRefsResponse' },
  getQueueChecksRetries: { '200': 'ChecksRetriesResponse' },
  getQueueFailureRate: { '200': 'FailureRateResponse' },
  getQueueSkipIntermediateResults: { '200': 'SkipIntermediateResultsResponse' },
  getQueueExitReasons: { '200': 'PrExitReasonResponse' },
  getQueueNames: { '200': 'QueueNamesResponse' },
  getCiRunnerStat: { '200': 'oneOf:RunnerDurationStatsResponse|RunnerRateStatsResponse|RunnerCountStatsResponse' },
  getCiJobQueueStat: { '200': 'QueueStatsResponse' },
  listCiRunners: { '200': 'CiRunnersResponse' },
};
const PAGED = ['searchTests', 'listTestExecutions', 'listQuarantines', 'getActivityLog'];
/** Transport limits with JSON bodies: every request target is capped (414), bodies too (413). */
const LIMIT_STATUSES: Record<string, string[]> = Object.fromEntries(
  OPERATIONS.map(([, , id]) => [id, ['createQuarantine', 'checkQuarantines'].includes(id) ? ['413', '414'] : ['414']]),
);

// ---- helpers ----------------------------------------------------------------------------------------
let resolved: Document;
beforeAll(async () => {
  resolved = (await dereference(structuredClone(openapiDocument) as never)) as unknown as Document;
});

function operation(doc: Document, operationId: string): Operation {
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) if (op.operationId === operationId) return op;
  }
  throw new Error(`no operation ${operationId}`);
}

function refName(schema: Json | undefined): string | undefined {
  const ref = schema?.$ref;
  return typeof ref === 'string' ? ref.replace('#/components/schemas/', '') : undefined;
}

function schemaOf(name: string): Json {
  const schema = raw.components.schemas[name];
  if (!schema) throw new Error(`no schema ${name}`);
  return schema;
}

/** Types, refs, format and enum a (raw) property schema allows, following $refs and anyOf/oneOf. */
function describeSchema(schema: Json): { types: Set<string>; refs: Set<string>; formats: Set<string>; enumValues: unknown[] } {
  const out = { types: new Set<string>(), refs: new Set<string>(), formats: new Set<string>(), enumValues: [] as unknown[] };
  const visit = (s: Json): void => {
    const name = refName(s);
    if (name) {
      out.refs.add(name);
      visit(schemaOf(name));
      return;
    }
    for (const key of ['anyOf', 'oneOf'] as const) {
      const list = s[key];
      if (Array.isArray(list)) (list as Json[]).forEach(visit);
    }
    const type = s.type;
    if (typeof type === 'string') out.types.add(type);
    if (Array.isArray(type)) type.forEach((t: string) => out.types.add(t));
    if (typeof s.format === 'string') out.formats.add(s.format);
    if (Array.isArray(s.enum)) out.enumValues.push(...(s.enum as unknown[]).filter((v) => v !== null));
  };
  visit(schema);
  return out;
}

// ---- tests ------------------------------------------------------------------------------------------
describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(raw.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(openapiDocument) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('points at the mock and a placeholder server, never a real vendor host', () => {
    expect(raw.servers[0]?.url).toBe('/v1');
    for (const server of raw.servers) expect(server.url).toMatch(/^(\/v1|https:\/\/\{host\}\/v1)$/);
  });

  it('has exactly the 14 operations, the quarantine check, the merge queue statistics and the CI runner operations', () => {
    const actual = Object.entries(raw.paths).flatMap(([p, item]) =>
      Object.entries(item).map(([method, op]) => [method, p, op.operationId]),
    );
    expect(actual.sort()).toEqual([...OPERATIONS].sort());
  });
});

describe('parameters', () => {
  it.each(OPERATIONS.map(([, , id]) => id))('%s declares exactly the documented parameters and constraints', (id) => {
    const expected = PARAMETERS[id]!;
    const parameters = operation(resolved, id).parameters ?? [];
    expect(parameters.map((p) => p.name).sort()).toEqual(Object.keys(expected).sort());
    for (const parameter of parameters) {
      const want = expected[parameter.name]!;
      const label = `${id} ${parameter.name}`;
      expect({ label, in: parameter.in, required: parameter.required ?? false }).toEqual({ label, in: want.in, required: want.required });
      expect({ label, ...constraints(parameter.schema) }).toEqual({ label, ...constraints(want.schema) });
      if (want.items) {
        expect({ label, style: parameter.style, explode: parameter.explode }).toEqual({ label, style: 'form', explode: true });
        expect({ label, ...constraints(parameter.schema.items as Json) }).toEqual({ label, ...constraints(want.items) });
      }
    }
  });

  it('createQuarantine takes the documented JSON body (empty strings rejected)', () => {
    const body = operation(resolved, 'createQuarantine').requestBody;
    expect(body?.required).toBe(true);
    expect(refName(operation(raw, 'createQuarantine').requestBody?.content['application/json']?.schema)).toBe('CreateQuarantineRequest');
    const schema = schemaOf('CreateQuarantineRequest');
    const properties = schema.properties as Record<string, Json>;
    expect(schema.required).toEqual(['test_name', 'reason']);
    expect(constraints(properties.test_name)).toEqual({ type: 'string', minLength: 1, maxLength: 10000 });
    expect(constraints(properties.reason)).toEqual({ type: 'string', minLength: 1, maxLength: 10000 });
    // 1..255 like the list's `branch` filter, so every quarantine can be found by its branch.
    expect(constraints(properties.branch)).toEqual({ type: ['string', 'null'], minLength: 1, maxLength: 255 });
  });

  it('checkQuarantines takes the JSON body the vendor’s CLI sends (bounded like the quarantine’s name and the branch filter)', () => {
    expect(operation(resolved, 'checkQuarantines').requestBody?.required).toBe(true);
    expect(refName(operation(raw, 'checkQuarantines').requestBody?.content['application/json']?.schema)).toBe('QuarantineCheckRequest');
    const request = schemaOf('QuarantineCheckRequest');
    const properties = request.properties as Record<string, Json>;
    expect(request.required).toEqual(['tests_names', 'branch']);
    expect(constraints(properties.tests_names)).toEqual({ type: 'array', maxItems: 10000 });
    expect(constraints(properties.tests_names?.items as Json)).toEqual({ type: 'string', minLength: 1, maxLength: 10000 });
    expect(constraints(properties.branch)).toEqual({ type: 'string', minLength: 1, maxLength: 255 });
    const answer = schemaOf('QuarantineCheckResponse');
    expect(answer.required).toEqual(['quarantined_tests_names', 'non_quarantined_tests_names']);
    for (const list of Object.values(answer.properties as Record<string, Json>)) {
      expect(list).toMatchObject({ type: 'array', uniqueItems: true, items: { type: 'string' } });
    }
  });
});

describe('responses', () => {
  it.each(OPERATIONS.map(([, , id]) => id))('%s documents its success and every error status', (id) => {
    const responses = operation(raw, id).responses;
    const statuses = Object.keys(responses).sort();
    expect(statuses).toEqual([...Object.keys(SUCCESS[id]!), '401', '403', '404', '409', '422', ...LIMIT_STATUSES[id]!].sort());
    for (const [status, schemaName] of Object.entries(SUCCESS[id]!)) {
      const schema = responses[status]?.content?.['application/json']?.schema;
      if (schemaName === null) expect(responses[status]?.content).toBeUndefined();
      else if (schemaName === 'object') expect(schema).toEqual({ type: 'object' });
      else if (schemaName.startsWith('array:')) expect(refName(schema?.items as Json)).toBe(schemaName.slice(6));
      else if (schemaName.startsWith('oneOf:')) expect((schema?.oneOf as Json[]).map(refName)).toEqual(schemaName.slice(6).split('|'));
      else expect(refName(schema)).toBe(schemaName);
    }
    const resolvedResponses = operation(resolved, id).responses;
    for (const status of ['401', '403', '404', '409', ...LIMIT_STATUSES[id]!]) {
      expect(resolvedResponses[status]?.content?.['application/json']?.schema.required).toEqual(['detail']);
      expect(resolvedResponses[status]?.content?.['application/json']?.schema.properties).toMatchObject({ detail: { type: 'string' } });
    }
    const validation = resolvedResponses['422']?.content?.['application/json']?.schema;
    expect((validation?.properties as Record<string, Json>).detail?.type).toBe('array');
  });

  it.each(OPERATIONS.map(([, , id]) => id))('%s declares a Link header only when paged', (id) => {
    const headers = operation(raw, id).responses['200']?.headers ?? {};
    expect('Link' in headers).toBe(PAGED.includes(id));
  });

  it('error bodies have the FastAPI shapes', () => {
    expect(schemaOf('HTTPError')).toMatchObject({ required: ['detail'], properties: { detail: { type: 'string' } } });
    expect(schemaOf('HTTPValidationError')).toMatchObject({
      required: ['detail'],
      properties: { detail: { type: 'array', items: { $ref: '#/components/schemas/ValidationError' } } },
    });
    expect(schemaOf('ValidationError').required).toEqual(['loc', 'msg', 'type']);
  });
});

describe('security', () => {
  it('defines the three bearer schemes', () => {
    const schemes = raw.components.securitySchemes;
    expect(Object.keys(schemes).sort()).toEqual(['AdminApplicationKey', 'CIApplicationKey', 'RepositoryHostToken']);
    for (const scheme of Object.values(schemes)) expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it.each(OPERATIONS.map(([, , id]) => id))('%s accepts the documented credentials', (id) => {
    expect(operation(raw, id).security).toEqual(SECURITY[id]);
  });
});

describe('resource schemas', () => {
  const REQUIRED: Record<string, string[]> = {
    TestSearchResult: ['test_id', 'test_name', 'pipeline_name', 'job_name', 'metrics'],
    TestSearchResultMetrics: ['health_status', 'health_confidence', 'failed_executions_impact'],
    TestSearchResponse: ['size', 'per_page', 'tests', 'total'],
    GetTestDetailsResponse: [
      'repository',
      'test_name',
      'test_id',
      'health_status',
      'last_conclusion',
      'failure_ratio',
      'flakiness_ratio',
      'success_ratio',
      'flaky_detection_enabled',
      'first_failure_at',
      'first_failure_commit',
      'first_failure_pull',
      'last_failure_at',
      'last_success_at',
      'test_framework',
      'test_framework_version',
      'test_programming_language',
      'test_filepath',
      'test_function_name',
    ],
    GetTestDetailsResponsePull: ['id', 'number', 'title', 'user'],
    GetTestDetailsResponseUser: ['id', 'login'],
    TestCountStatsResponse: ['stat', 'value', 'value_over_time'],
    TestDurationStatsResponse: ['stat', 'value', 'value_over_time'],
    TestCountBucket: ['start', 'end', 'value'],
    TestDurationBucket: ['start', 'end', 'value'],
    HealthTransitionsResponse: ['transitions', 'first_activity_at'],
    HealthTransition: ['at', 'health_status'],
    TestFailure: ['id', 'exception_type', 'exception_message', 'failure_count', 'first_failure_at', 'last_failure_at'],
    TestFailuresResponse: ['failures'],
    TestFailureDetail: [
      'id',
      'exception_type',
      'exception_message',
      'failure_count',
      'first_failure_at',
      'last_failure_at',
      'latest_events',
    ],
    TestFailureEvent: ['id', 'failed_at', 'exception_stacktrace', 'test_filepath', 'test_programming_language'],
    TestExecutionResult: ['test_id', 'test_name', 'pipeline_name', 'job_name', 'executions_count'],
    TestExecutionsResponse: ['size', 'per_page', 'executions'],
    RepositoryTestStatResponse: ['stat', 'value', 'value_over_time'],
    TestStatBucket: ['start', 'end', 'value'],
    QuarantinedTest: ['id', 'test_name', 'test_id', 'reason', 'branch', 'created_at', 'is_recovered'],
    QuarantineListResponse: ['size', 'per_page', 'quarantined_tests'],
    CreateQuarantineResponse: ['id'],
    ActivityLogResponse: ['size', 'per_page', 'events'],
    ActivityLogAggregateResponse: [
      'total',
      'interval_size_seconds',
      'histogram',
      'by_event_type',
      'by_outcome',
      'by_trigger',
      'by_pull_request',
      'by_batch_pull_request',
    ],
    HistogramBucket: ['start', 'end', 'count'],
    FacetCount: ['value', 'count'],
    RunnerDurationStatsResponse: ['stat', 'value', 'value_over_time'],
    RunnerRateStatsResponse: ['stat', 'value', 'value_over_time'],
    RunnerCountStatsResponse: ['stat', 'value', 'value_over_time'],
    _RunnerStatsBucket_int_: ['start', 'end', 'value'],
    _RunnerStatsBucket_float_: ['start', 'end', 'value'],
    QueueStatsResponse: ['stat', 'value', 'value_over_time'],
    _QueueStatsBucket: ['start', 'end', 'value'],
    CiRunnersResponse: ['runners', 'labels'],
    CiRunner: ['name', 'group_name', 'labels', 'os', 'status'],
  };
  // Fields that are present but may be null (`T | null`), and optional fields (absent allowed).
  const NULLABLE: Record<string, string[]> = {
    TestSearchResultMetrics: ['failed_executions_impact'],
    GetTestDetailsResponse: [
      'first_failure_at',
      'first_failure_commit',
      'first_failure_pull',
      'last_failure_at',
      'last_success_at',
      'test_framework',
      'test_framework_version',
      'test_programming_language',
      'test_filepath',
      'test_function_name',
    ],
    HealthTransitionsResponse: ['first_activity_at'],
    HealthTransition: ['exception_type', 'pull_request'],
    TestFailureEvent: ['exception_stacktrace', 'test_filepath', 'test_programming_language', 'job_url'],
    QuarantinedTest: ['branch'],
    QuarantineListResponse: ['per_page'],
    // The vendor's runner and CI queue figures: null when there is nothing to measure.
    RunnerDurationStatsResponse: ['value'],
    RunnerRateStatsResponse: ['value'],
    RunnerCountStatsResponse: ['value'],
    _RunnerStatsBucket_int_: ['value'],
    _RunnerStatsBucket_float_: ['value'],
    QueueStatsResponse: ['value'],
    _QueueStatsBucket: ['value'],
  };
  const OPTIONAL: Record<string, string[]> = {
    HealthTransition: ['exception_type', 'pull_request'],
    TestFailureEvent: ['job_url'],
    QuarantinedTest: ['source'],
    // This dashboard's extension (docs/decisions.md, "Test search and the tests hurting the most"): a deployment may omit them.
    TestSearchResultMetrics: ['executions_count', 'failed_executions_count', 'failed_executions_ratio'],
  };

  it.each(Object.keys(REQUIRED))('%s has the documented required, optional and nullable fields', (name) => {
    const schema = schemaOf(name);
    expect(schema.required).toEqual(REQUIRED[name]);
    const properties = schema.properties as Record<string, Json>;
    expect(Object.keys(properties).sort()).toEqual([...REQUIRED[name]!, ...(OPTIONAL[name] ?? [])].sort());
    const nullable = Object.entries(properties)
      .filter(([, property]) => describeSchema(property).types.has('null'))
      .map(([field]) => field);
    expect(nullable.sort()).toEqual([...(NULLABLE[name] ?? [])].sort());
  });

  it('QuarantinedTest.source defaults to manual (the published document)', () => {
    const source = (schemaOf('QuarantinedTest').properties as Record<string, Json>).source!;
    expect(source.default).toBe('manual');
    expect(refName(source)).toBe('QuarantineSource');
  });

  it('uses the documented enums', () => {
    expect(schemaOf('HealthStatus').enum).toEqual(HEALTH);
    expect(schemaOf('HealthConfidence').enum).toEqual(LEVELS);
    expect(schemaOf('FailedExecutionsImpact').enum).toEqual(LEVELS);
    expect(schemaOf('QuarantineSource').enum).toEqual(['manual', 'auto']);
    expect(schemaOf('EventOutcome').enum).toEqual(OUTCOMES);
    expect([...(schemaOf('EventType').enum as string[])].sort()).toEqual([...EVENT_TYPES].sort());
    expect(describeSchema((schemaOf('TestCountStatsResponse').properties as Record<string, Json>).stat!).enumValues).toEqual([
      'success_count',
      'failure_count',
      'flaky_count',
    ]);
    expect(describeSchema((schemaOf('RepositoryTestStatResponse').properties as Record<string, Json>).stat!).enumValues).toEqual([
      'total_tests',
      'healthy_tests',
      'broken_tests',
      'flaky_tests',
      'failed_executions',
    ]);
    expect(schemaOf('FacetCount').properties).toEqual({ value: { type: 'string' }, count: { type: 'integer' } });
  });

  it('answers each runner figure with the vendor’s shape for it (integers for durations and counts)', () => {
    const shapes: [schema: string, stats: string[], bucket: string, valueType: string][] = [
      ['RunnerDurationStatsResponse', RUNNER_DURATION_STATS, '_RunnerStatsBucket_int_', 'integer'],
      ['RunnerRateStatsResponse', RUNNER_RATE_STATS, '_RunnerStatsBucket_float_', 'number'],
      ['RunnerCountStatsResponse', RUNNER_COUNT_STATS, '_RunnerStatsBucket_int_', 'integer'],
      ['QueueStatsResponse', JOB_QUEUE_STATS, '_QueueStatsBucket', 'integer'],
    ];
    for (const [name, stats, bucket, valueType] of shapes) {
      const properties = schemaOf(name).properties as Record<string, Json>;
      expect({ name, stats: describeSchema(properties.stat!).enumValues }).toEqual({ name, stats });
      expect({ name, types: [...describeSchema(properties.value!).types].sort() }).toEqual({ name, types: [valueType, 'null'].sort() });
      expect({ name, bucket: refName(properties.value_over_time!.items as Json) }).toEqual({ name, bucket });
      const bucketValue = (schemaOf(bucket).properties as Record<string, Json>).value!;
      expect({ bucket, types: [...describeSchema(bucketValue).types].sort() }).toEqual({ bucket, types: [valueType, 'null'].sort() });
    }
    const answer = operation(raw, 'getCiRunnerStat').responses['200']?.content?.['application/json']?.schema;
    const discriminator = answer?.discriminator as { propertyName: string; mapping: Record<string, string> };
    expect(discriminator.propertyName).toBe('stat');
    for (const [stats, name] of [
      [RUNNER_DURATION_STATS, 'RunnerDurationStatsResponse'],
      [RUNNER_RATE_STATS, 'RunnerRateStatsResponse'],
      [RUNNER_COUNT_STATS, 'RunnerCountStatsResponse'],
    ] as const) {
      for (const stat of stats) expect({ stat, ref: discriminator.mapping[stat] }).toEqual({ stat, ref: `#/components/schemas/${name}` });
    }
    const runner = schemaOf('CiRunner').properties as Record<string, Json>;
    expect(describeSchema(runner.status!).enumValues).toEqual(['online', 'offline']);
    expect(runner.labels).toMatchObject({ type: 'array', uniqueItems: true, items: { type: 'string' } });
  });
});

describe('activity-log events', () => {
  const union = schemaOf('ActivityLogEvent');
  const variants = (union.oneOf as Json[]).map((ref) => refName(ref)!);
  const variantByType = new Map(
    variants.map((name) => [((schemaOf(name).properties as Record<string, Json>).type as Json).const as string, name]),
  );
  const expected = expectedEventMetadata();

  it('the embedded expectations cover the 46 documented types', () => {
    expect(EVENT_METADATA_SPEC.length).toBeGreaterThan(0);
    expect([...expected.keys()].sort()).toEqual([...EVENT_TYPES].sort());
  });

  it('the union has exactly one variant per event type, discriminated by `type`', () => {
    expect(variants).toHaveLength(46);
    expect([...variantByType.keys()].sort()).toEqual([...EVENT_TYPES].sort());
    const discriminator = union.discriminator as { propertyName: string; mapping: Record<string, string> };
    expect(discriminator.propertyName).toBe('type');
    expect(Object.keys(discriminator.mapping).sort()).toEqual([...EVENT_TYPES].sort());
    for (const [type, ref] of Object.entries(discriminator.mapping)) expect(ref).toBe(`#/components/schemas/${variantByType.get(type)}`);
  });

  it.each(EVENT_TYPES)('%s has the full envelope, all required, unknown fields kept', (type) => {
    const variant = schemaOf(variantByType.get(type)!);
    expect(variant.required).toEqual([
      'id',
      'received_at',
      'trigger',
      'repository',
      'pull_request',
      'base_ref',
      'outcome',
      'type',
      'metadata',
    ]);
    expect(variant.additionalProperties).toBeUndefined();
    const properties = variant.properties as Record<string, Json>;
    expect(properties.id).toEqual({ type: 'integer' });
    expect(properties.received_at).toEqual({ type: 'string', format: 'date-time' });
    expect(properties.pull_request).toEqual({ type: ['integer', 'null'] });
    expect(properties.base_ref).toEqual({ type: ['string', 'null'] });
    expect(refName(properties.outcome)).toBe('EventOutcome');
    expect(properties.type).toEqual({ type: 'string', const: type });
  });

  it.each(EVENT_TYPES)('%s metadata matches event-metadata.txt', (type) => {
    const variant = schemaOf(variantByType.get(type)!);
    const metadata = schemaOf(refName((variant.properties as Record<string, Json>).metadata)!);
    const fields = expected.get(type)!;
    expect(metadata.type).toBe('object');
    expect(metadata.additionalProperties).toBeUndefined();
    expect(metadata.required ?? []).toEqual(fields.filter((f) => f.required).map((f) => f.name));
    const properties = (metadata.properties ?? {}) as Record<string, Json>;
    expect(Object.keys(properties)).toEqual(fields.map((f) => f.name));
    for (const field of fields) {
      const allowed = describeSchema(properties[field.name]!);
      const label = `${type}.${field.name}`;
      expect({ label, nullable: allowed.types.has('null') }).toEqual({ label, nullable: field.nullable });
      const base = field.base;
      const explicitEnum = /^string enum\[("[^\]]*)\]$/.exec(base);
      if (explicitEnum) {
        expect({ label, values: allowed.enumValues }).toEqual({ label, values: JSON.parse(`[${explicitEnum[1]}]`) as unknown });
      } else if (base.startsWith('string')) {
        expect({ label, string: allowed.types.has('string') }).toEqual({ label, string: true });
        const format = /^string\((.+)\)$/.exec(base)?.[1];
        if (format) expect({ label, formats: [...allowed.formats] }).toEqual({ label, formats: [format] });
      } else if (base.startsWith('array<')) {
        expect({ label, types: [...allowed.types].filter((t) => t !== 'null') }).toEqual({ label, types: ['array'] });
      } else if (['integer', 'boolean', 'object'].includes(base)) {
        expect({ label, types: [...allowed.types].filter((t) => t !== 'null') }).toEqual({ label, types: [base] });
      } else {
        expect({ label, refs: [...allowed.refs][0] }).toEqual({ label, refs: base });
      }
    }
  });

  it.each(Object.keys(SHARED_SHAPES))('shared shape %s has the documented fields', (name) => {
    const schema = schemaOf(name);
    const shape = SHARED_SHAPES[name]!;
    expect(schema.required).toEqual(shape.required);
    expect(Object.keys(schema.properties as Json).sort()).toEqual([...shape.required, ...shape.optional].sort());
  });
});

describe('generated artefacts', () => {
  it('src/api/generated/* is what `npm run gen:api` produces from the YAML now', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'gen-api-'));
    try {
      execFileSync(process.execPath, [path.join(repoRoot, 'scripts/generate-api.mjs'), outDir], { stdio: 'pipe' });
      for (const file of ['openapi.json', 'schema.ts', 'enums.ts', 'operations.ts']) {
        const fresh = readFileSync(path.join(outDir, file), 'utf8');
        const committed = readFileSync(path.join(repoRoot, 'src/api/generated', file), 'utf8');
        expect({ file, upToDate: fresh === committed }).toEqual({ file, upToDate: true });
      }
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
