/** The page's route, for links that change its URL state from inside the feature. */
export const RUNNERS_ROUTE = '/$owner/$repo/runners' as const;

/** The sections a summary link lands on (its `hash`), so the answer is on screen after one click. */
export const RUNNER_TREND_ID = 'runner-trend';
export const JOB_WAIT_ID = 'job-wait';
