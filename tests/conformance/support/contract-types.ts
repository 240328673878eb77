// The response shapes the conformance suite reads, written from the API document (not imported from the
// mock), loose where the suite does not look.
export type Health = 'healthy' | 'flaky' | 'broken';
export type Level = 'low' | 'medium' | 'high';
export type Outcome = 'success' | 'failure' | 'pending' | 'neutral';

export interface SearchRow {
  test_id: string;
  test_name: string;
  pipeline_name: string;
  job_name: string;
  metrics: { health_status: Health; health_confidence: Level; failed_executions_impact: Level | null };
}
export interface SearchPage {
  size: number;
  per_page: number;
  total: number;
  tests: SearchRow[];
}

export interface PullRequest {
  id: number;
  number: number;
  title: string;
  user: { id: number; login: string };
}
export interface TestDetails {
  repository: string;
  test_name: string;
  test_id: string;
  health_status: string;
  last_conclusion: string;
  failure_ratio: number;
  flakiness_ratio: number;
  success_ratio: number;
  first_failure_at: string | null;
  first_failure_commit: string | null;
  first_failure_pull: PullRequest | null;
  last_failure_at: string | null;
  last_success_at: string | null;
}

export interface Bucket {
  start: string;
  end: string;
  value: number;
}
export interface StatSeries {
  stat: string;
  value: number;
  value_over_time: Bucket[];
}

export interface HealthTransition {
  at: string;
  health_status: Health;
  exception_type?: string | null;
  pull_request?: PullRequest | null;
}
export interface HealthTransitions {
  transitions: HealthTransition[];
  first_activity_at: string | null;
}

export interface TestFailure {
  id: string;
  exception_type: string;
  exception_message: string;
  failure_count: number;
  first_failure_at: string;
  last_failure_at: string;
}
export interface TestFailureDetail extends TestFailure {
  latest_events: { id: string; failed_at: string; exception_stacktrace: string | null; job_url?: string | null }[];
}

export interface ExecutionRow {
  test_id: string;
  test_name: string;
  pipeline_name: string;
  job_name: string;
  executions_count: number;
}
export interface ExecutionsPage {
  size: number;
  per_page: number;
  executions: ExecutionRow[];
}

export interface Quarantine {
  id: string;
  test_name: string;
  test_id: string;
  reason: string;
  branch: string | null;
  created_at: string;
  source?: 'manual' | 'auto';
  is_recovered: boolean;
}
export interface QuarantinePage {
  size: number;
  per_page: number | null;
  quarantined_tests: Quarantine[];
}

export interface ActivityEvent {
  id: number;
  received_at: string;
  trigger: string;
  repository: string;
  pull_request: number | null;
  base_ref: string | null;
  outcome: Outcome;
  type: string;
  metadata: Record<string, unknown>;
}
export interface ActivityPage {
  size: number;
  per_page: number;
  events: ActivityEvent[];
}
export interface FacetRow {
  value: string;
  count: number;
}
export interface Aggregate {
  total: number;
  interval_size_seconds: number;
  histogram: { start: string; end: string; count: number }[];
  by_event_type: FacetRow[];
  by_outcome: FacetRow[];
  by_trigger: FacetRow[];
  by_pull_request: FacetRow[];
  by_batch_pull_request: FacetRow[];
}
export type FacetName = 'by_event_type' | 'by_outcome' | 'by_trigger' | 'by_pull_request' | 'by_batch_pull_request';
export const FACETS: readonly FacetName[] = ['by_event_type', 'by_outcome', 'by_trigger', 'by_pull_request', 'by_batch_pull_request'];

export interface ValidationItem {
  loc: (string | number)[];
  msg: string;
  type: string;
}
