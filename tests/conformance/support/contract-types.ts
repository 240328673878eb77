// The response shapes the conformance suite reads: aliases of the generated contract (the suite checks the
// mock against the API document, so it must not carry a hand-copied second version of the wire types).
import type { components } from '@/api/generated/schema';

type Schemas = components['schemas'];

export type Health = Schemas['HealthStatus'];
export type Level = Schemas['HealthConfidence'];
export type Outcome = Schemas['EventOutcome'];

export type SearchRow = Schemas['TestSearchResult'];
export type SearchPage = Schemas['TestSearchResponse'];
export type PullRequest = Schemas['GetTestDetailsResponsePull'];
export type TestDetails = Schemas['GetTestDetailsResponse'];
export type Bucket = Schemas['TestCountBucket'] | Schemas['TestDurationBucket'];
export type StatSeries = Schemas['TestCountStatsResponse'] | Schemas['TestDurationStatsResponse'];
export type HealthTransition = Schemas['HealthTransition'];
export type HealthTransitions = Schemas['HealthTransitionsResponse'];
export type TestFailure = Schemas['TestFailure'];
export type TestFailureDetail = Schemas['TestFailureDetail'];
export type ExecutionRow = Schemas['TestExecutionResult'];
export type ExecutionsPage = Schemas['TestExecutionsResponse'];
export type Quarantine = Schemas['QuarantinedTest'];
export type QuarantinePage = Schemas['QuarantineListResponse'];

/** The event envelope as generated; metadata read generically (the suite inspects it field by field). */
export type ActivityEvent = Omit<Schemas['ActivityLogEvent'], 'metadata'> & { metadata: Record<string, unknown> };
export type ActivityPage = Omit<Schemas['ActivityLogResponse'], 'events'> & { events: ActivityEvent[] };
export type FacetRow = Schemas['FacetCount'];
export type Aggregate = Schemas['ActivityLogAggregateResponse'];
export type FacetName = 'by_event_type' | 'by_outcome' | 'by_trigger' | 'by_pull_request' | 'by_batch_pull_request';
export const FACETS: readonly FacetName[] = ['by_event_type', 'by_outcome', 'by_trigger', 'by_pull_request', 'by_batch_pull_request'];

export type ValidationItem = Schemas['ValidationError'];
