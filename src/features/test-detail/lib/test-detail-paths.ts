// Route paths this feature links to (features never import route modules).
/** The test page as a link target (`to`). */
export const TEST_DETAIL_PATH = '/$owner/$repo/tests/$testId' as const;
/** The test page as a route id (`from`), for reading and updating its search params. */
export const TEST_DETAIL_ROUTE = '/$owner/$repo/tests/$testId/' as const;
export const TEST_FAILURE_PATH = '/$owner/$repo/tests/$testId/failures/$failureId' as const;
export const TEST_SEARCH_PATH = '/$owner/$repo/tests' as const;
/** Pages of other features a timeline entry opens. */
export const QUARANTINE_DETAIL_PATH = '/$owner/$repo/quarantines/$quarantineId' as const;
export const ACTIVITY_LOG_PATH = '/$owner/$repo/activity' as const;
