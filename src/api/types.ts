// Named aliases of the generated contract types (src/api/generated/schema.ts), so app code reads `TestSearchResult`
// rather than `components['schemas']['TestSearchResult']`.
import type { components, operations } from './generated/schema';

type Schemas = components['schemas'];

export type TestSearchResult = Schemas['TestSearchResult'];
export type TestDetails = Schemas['GetTestDetailsResponse'];
export type GetTestDetailsResponsePull = Schemas['GetTestDetailsResponsePull'];
export type TestCountBucket = Schemas['TestCountBucket'];
export type TestDurationBucket = Schemas['TestDurationBucket'];
export type HealthTransition = Schemas['HealthTransition'];
export type HealthTransitionsResponse = Schemas['HealthTransitionsResponse'];
export type TestFailure = Schemas['TestFailure'];
export type TestFailureDetail = Schemas['TestFailureDetail'];
export type TestFailureEvent = Schemas['TestFailureEvent'];
export type TestExecutionResult = Schemas['TestExecutionResult'];
export type TestStatBucket = Schemas['TestStatBucket'];
export type HealthStatus = Schemas['HealthStatus'];
export type HealthConfidence = Schemas['HealthConfidence'];
export type FailedExecutionsImpact = Schemas['FailedExecutionsImpact'];

export type TestStat = operations['getTestStat']['parameters']['path']['stat'];
export type RepositoryStat = operations['getRepositoryTestStat']['parameters']['path']['stat'];
export type SearchTestsQuery = NonNullable<operations['searchTests']['parameters']['query']>;
export type SearchTestsSort = NonNullable<SearchTestsQuery['sort']>;
export type TestExecutionsQuery = NonNullable<operations['listTestExecutions']['parameters']['query']>;
export type TestExecutionsSort = NonNullable<TestExecutionsQuery['sort']>;
export type SortDirection = NonNullable<SearchTestsQuery['direction']>;
export type RepositoryStatQuery = NonNullable<operations['getRepositoryTestStat']['parameters']['query']>;

export type QuarantinedTest = Schemas['QuarantinedTest'];
export type QuarantineListResponse = Schemas['QuarantineListResponse'];
export type QuarantineListQuery = NonNullable<operations['listQuarantines']['parameters']['query']>;
export type CreateQuarantineRequest = Schemas['CreateQuarantineRequest'];
export type QuarantineSource = Schemas['QuarantineSource'];

export type ActivityLogEvent = Schemas['ActivityLogEvent'];
export type ActivityLogAggregateResponse = Schemas['ActivityLogAggregateResponse'];
export type HistogramBucket = Schemas['HistogramBucket'];
export type FacetCount = Schemas['FacetCount'];
export type EventOutcome = Schemas['EventOutcome'];
export type EventType = Schemas['EventType'];
/** The event variant of one type, e.g. `ActivityEventOf<'action.queue.leave'>['metadata']['merged']`. */
export type ActivityEventOf<T extends EventType> = Extract<ActivityLogEvent, { type: T }>;
/** Filters shared by the activity log and its aggregation (getActivityLog adds cursor and per_page). */
export type ActivityLogQuery = NonNullable<operations['getActivityLog']['parameters']['query']>;
export type ActivityLogFilters = NonNullable<operations['getActivityLogAggregate']['parameters']['query']>;
