// Route paths this feature links to (features never import route modules).
export const MY_CHANGE_PATH = '/$owner/$repo/my-change' as const;
export const TEST_PAGE_PATH = '/$owner/$repo/tests/$testId' as const;
export const ACTIVITY_PATH = '/$owner/$repo/activity' as const;
export const TEST_SEARCH_PATH = '/$owner/$repo/tests' as const;
export const TEST_FAILURE_PATH = '/$owner/$repo/tests/$testId/failures/$failureId' as const;
