/**
 * generated — do not edit.
 * Source: src/api/openapi.yaml; regenerate with `npm run gen:api`.
 */
export interface paths {
    "/ci/{owner}/repositories/{repository}/search/tests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search tests
         * @description Lists the test identities (test name + pipeline name + job name) seen on the default branch,
         *     filtered, sorted (default `executions_count` `desc`) and paged. `total` counts all identities
         *     matching the query across all pages. `test_name` accepts `*` and `?` globs.
         */
        get: operations["searchTests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ci/{owner}/repositories/{repository}/tests/{test_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Test details
         * @description Health, ratios, first/last failure and framework facts of one test.
         */
        get: operations["getTestDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ci/{owner}/repositories/{repository}/tests/{test_id}/stats/{stat}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per-test statistic series
         * @description `value` summarises the whole window; `value_over_time` is the series of buckets, 1h, 4h, 1d or 2d
         *     wide, chosen to suit the window and cut on UTC multiples of their width (the first bucket holds
         *     `start`, the last holds `end`; runs outside the window are not counted). The response shape follows the `stat` path value:
         *     `success_count`, `failure_count`, `flaky_count` → TestCountStatsResponse (integers);
         *     `mean_duration` → TestDurationStatsResponse (numbers).
         */
        get: operations["getTestStat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ci/{owner}/repositories/{repository}/tests/{test_id}/health-transitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health transitions
         * @description The test's health changes over the window, sampled per bucket (1h, 4h, 1d or 2d, cut as in
         *     getTestStat): each change is timestamped at a bucket boundary and is the verdict the health badge
         *     showed at that moment, so windows agree at every boundary they share. A last bucket reaching past
         *     the window's end is sampled at that end; a moment still to come reads the current badge and is
         *     stamped with the current time.
         *     Transitions are oldest first and consecutive entries always differ. `start`/`end` defaults as in
         *     getTestStat.
         */
        get: operations["getTestHealthTransitions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ci/{owner}/repositories/{repository}/tests/{test_id}/failures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List failures
         * @description The test's failures grouped by exception. No query parameters.
         */
        get: operations["listTestFailures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ci/{owner}/repositories/{repository}/tests/{test_id}/failures/{failure_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get failure
         * @description One grouped failure with its latest events.
         */
        get: operations["getTestFailure"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ci/{owner}/repositories/{repository}/tests/{test_id}/executions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a test's executions
         * @description The identities (pipeline + job) under which the test ran on the default branch over the window,
         *     ordered by total executions (default `executions_count` `desc`). `start`/`end` defaults as in
         *     getTestStat.
         */
        get: operations["listTestExecutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ci/{owner}/repositories/{repository}/tests/stats/{stat}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Repository-wide statistic
         * @description Counts of tests by health, or of failed executions, with a per-day `value_over_time` series.
         *     No `health_status` filter and no `start`/`end`. Not open to the CI Application Key.
         */
        get: operations["getRepositoryTestStat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ci/{owner}/repositories/{repository}/quarantines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List quarantined tests
         * @description Current quarantines ordered by creation time ascending. Pagination is opt-in: with `per_page`
         *     (and optionally `cursor`) the answer is a bounded page with a `Link` header; without `per_page`
         *     the full list comes in one response with `"per_page": null` (a backward-compatibility shortcut
         *     expected to be removed).
         */
        get: operations["listQuarantines"];
        put?: never;
        /**
         * Create quarantine
         * @description Quarantines a test for one branch, or for every branch when `branch` is omitted or null. Writes a
         *     `test.quarantined` activity-log event. A test name is quarantined at most once per repository
         *     (the vendor's CLI gets and removes a quarantine by its name): 409 when any quarantine of the same
         *     test name exists, whatever its branch; the `detail` names that quarantine's id and where it
         *     applies.
         */
        post: operations["createQuarantine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ci/{owner}/repositories/{repository}/quarantines/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check which tests are quarantined on a branch
         * @description Splits the given test names into the ones quarantined on `branch` and the others, so a CI job
         *     can ignore the failures of quarantined tests (the vendor's CLI asks this in `junit-process`). A
         *     name is quarantined on a branch when a quarantine of that name applies there: one made for that
         *     branch or one for every branch, the same rule as the `branch` filter of the list. Names are a
         *     set: each distinct name appears once, in exactly one of the two lists, in the order it was first
         *     sent. Read-only: it writes nothing to the activity log.
         */
        post: operations["checkQuarantines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ci/{owner}/repositories/{repository}/quarantines/{quarantine_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a quarantine */
        get: operations["getQuarantine"];
        put?: never;
        post?: never;
        /**
         * Remove a quarantine
         * @description Removes the quarantine and writes a `test.dequarantined` activity-log event. Answers 204 with no
         *     content; a service may instead answer 200 with an untyped body (`{}`). Clients accept both. A
         *     second DELETE of the same id is a 404.
         */
        delete: operations["deleteQuarantine"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repository}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the activity log
         * @description Events newest first, filtered and paged. Filters combine; each positive filter is mutually
         *     exclusive with its `not_` twin (both given → 422). `received_from`..`received_to` defaults to the
         *     last day and may not span more than 93 days (422). Events are kept 90 days. Not open to the CI
         *     Application Key.
         */
        get: operations["getActivityLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repository}/logs/aggregate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Aggregated event counts
         * @description Totals, a histogram and facet counts over the same filters as getActivityLog (no paging).
         *     `total` equals what getActivityLog returns for the same filters. The histogram is zero-filled and
         *     tiles the whole range; its bucket width steps through 15s, 30s, 2min, 10min, 20min, 1h, 4h, 8h,
         *     1d as the range grows. Each facet list leaves its own filter out, is sorted by count descending
         *     and has no zero rows; `by_trigger`, `by_pull_request` and `by_batch_pull_request` keep the top
         *     200 values. Events without a pull request give no `by_pull_request` row. Not open to the CI
         *     Application Key.
         */
        get: operations["getActivityLogAggregate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repository}/stats/time_to_merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Time to merge per partition and queue
         * @description Mean and median seconds from a pull request's entry in the queue (`queued_at` of its merge) to its
         *     merge, per queue, over the pull requests merged in the 7 days that end at `at` (default now).
         *     One item per partition (this service has a single, default partition); a queue with no merge in
         *     those days has null figures. `branch` keeps the pull requests to that base branch.
         *     Not open to the CI Application Key.
         */
        get: operations["getQueueTimeToMerge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repository}/stats/merge_queue_checks_outcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Queue checks outcomes over the window
         * @description How the queue sessions that ended in the window ended, per group: `SUCCESS` for a merge, otherwise
         *     the session's dequeue code; one count per code, zeros included.
         *     Not open to the CI Application Key.
         */
        get: operations["getQueueChecksOutcome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repository}/stats/queues_checks_outcome_count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Queue checks outcomes per interval
         * @description The outcomes of getQueueChecksOutcome per interval: one row per interval and outcome with a
         *     non-zero count, intervals in time order.
         *     Not open to the CI Application Key.
         */
        get: operations["getQueueChecksOutcomeCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repository}/stats/queues_entered_count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pull requests entering the queues
         * @description Queue entries (`action.queue.enter` events) per interval; a pull request queued again counts again.
         *     Not open to the CI Application Key.
         */
        get: operations["getQueueEnteredCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repository}/stats/queues_merged_count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pull requests merged by the queues
         * @description Merges (`action.queue.merged` events) per interval.
         *     Not open to the CI Application Key.
         */
        get: operations["getQueueMergedCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repository}/stats/average_ci_runtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CI runtime in the queue
         * @description Mean seconds from `action.queue.checks_start` to its `action.queue.checks_end`, over the
         *     checks that ended in each interval (`sum_runtime` / `count_runtime`).
         *     Not open to the CI Application Key.
         */
        get: operations["getQueueAverageCiRuntime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repository}/stats/idle_queue_time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Idle time in the queue
         * @description Where the queue sessions that ended in each interval spent their time: running CI, waiting for the
         *     merge schedule, waiting for a freeze, and the rest of the stay (`idle_capacity`: waiting for a
         *     free speculative check). Averages, p95 and maxima in seconds; `summary` is the same over the
         *     whole window.
         *     Not open to the CI Application Key.
         */
        get: operations["getQueueIdleTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repository}/stats/total_queue_time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Time in the queue
         * @description Seconds from entry to exit of the queue sessions that ended in each interval (merged or not).
         *     Not open to the CI Application Key.
         */
        get: operations["getQueueTotalTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repository}/stats/queue_size": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Queue size
         * @description Pull requests in the queue during each interval: the time-weighted mean, and the largest and
         *     smallest size reached.
         *     Not open to the CI Application Key.
         */
        get: operations["getQueueSize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repository}/stats/running_speculative_checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Speculative checks running
         * @description Speculative checks (batches) running at once in each interval: the time-weighted mean, and the
         *     largest and smallest number reached. Per base branch and queue (no priority rule).
         *     Not open to the CI Application Key.
         */
        get: operations["getQueueRunningSpeculativeChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repository}/stats/batch_size": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Batch size
         * @description Pull requests per speculative check (batch) started in each interval.
         *     Not open to the CI Application Key.
         */
        get: operations["getQueueBatchSize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repository}/stats/batch_bisection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Batch bisections
         * @description Bisections of failed batches: those started in each interval (`started`, from
         *     `action.queue.batch_bisection_start`) and those completed (`completed`, from
         *     `action.queue.batch_bisection_end`).
         *     Not open to the CI Application Key.
         */
        get: operations["getQueueBatchBisection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repository}/stats/branches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Base branches with queue activity
         * @description The base branches of the pull requests that were in a queue during the window, sorted.
         *     Not open to the CI Application Key.
         */
        get: operations["getQueueBranches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repository}/stats/checks_retries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Checks retries
         * @description Retries of failed queue checks, per interval of the session's exit: how many, how many sessions
         *     retried, and whether the retries recovered (the session left merged).
         *     Not open to the CI Application Key.
         */
        get: operations["getQueueChecksRetries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repository}/stats/failure_rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Queue failure rate
         * @description Queue sessions that ended in each interval, merged or not (`total`), those whose exit reason is
         *     `CHECKS_FAILED` or `CHECKS_TIMEOUT` (`failures`: interrupted checks and pull requests dropped
         *     untested by bisection are not failures) and their ratio (0..1; 0 when `total` is 0).
         *     Not open to the CI Application Key.
         */
        get: operations["getQueueFailureRate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repository}/stats/skip_intermediate_results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Batches saved by skipping intermediate results
         * @description Batches merged without their own speculative check passing because a later batch holding their
         *     changes passed (exits coded `PR_MERGED_INTERMEDIATE_RESULTS_SKIPPED`), once per batch, per
         *     interval of its first such exit.
         *     Not open to the CI Application Key.
         */
        get: operations["getQueueSkipIntermediateResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repository}/stats/queues_pr_exit_reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Why pull requests left the queues
         * @description Queue-session exits (`action.queue.leave` events) by reason, per interval: `PR_MERGED` or
         *     `PR_MERGED_INTERMEDIATE_RESULTS_SKIPPED` for a merge, otherwise the dequeue code. Each session
         *     counts once; a pull request queued again counts once per session. One row per interval and
         *     reason with a non-zero count.
         *     Not open to the CI Application Key.
         */
        get: operations["getQueueExitReasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/repos/{owner}/{repository}/stats/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Queues with activity
         * @description The names of the queues that held a pull request during the window, sorted.
         *     Not open to the CI Application Key.
         */
        get: operations["getQueueNames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ci/{owner}/runners/stats/{stat}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One figure of the owner's CI runner fleet over a window
         * @description The owner's CI jobs (every repository of the owner), seen from the runners that ran them. `value`
         *     is the figure over the whole window, `value_over_time` the same figure per bucket; buckets are
         *     1h, 4h, 1d or 2d wide as the window grows (≤ 2 days, ≤ 8 days, ≤ 60 days, longer), start at the
         *     window start and tile it. The filters select runners: by name, by group (each included or
         *     excluded; repeated values combine as "any of") and by labels (`runner_labels`: the runner carries
         *     every label given). The jobs counted are the ones those runners ran.
         *
         *     What each figure counts (a job is finished when it ends, whatever its conclusion):
         *     - `success_rate`: share (0..1) of the jobs finished in the window that succeeded, out of those
         *       that succeeded or failed (cancelled jobs are left out).
         *     - `avg_duration`, `min_duration`, `median_duration`, `p95_duration`, `p99_duration`,
         *       `max_duration`: whole seconds from a runner picking the job up to the job's end, over the
         *       jobs finished in the window that succeeded or failed. Percentiles are nearest-rank (an observed
         *       duration); an even count's median is the mean of the two middle durations; averages and
         *       medians are rounded to the second.
         *     - `jobs_per_hour`: jobs finished in the window (any conclusion) per hour of the window.
         *     - `avg_jobs_per_hour`: `jobs_per_hour` per active runner (the window's `active_runners`).
         *     - `active_runners`: runners that ran a job at some moment of the window.
         *     - `active_jobs`: jobs running at some moment of the window.
         *     - `utilization_rate`: share (0..1) of the selected runners' time spent running jobs: busy time
         *       inside the window over (selected online runners × the window's length); an offline runner adds
         *       no capacity.
         *
         *     Rates are rounded to four decimals. A figure with nothing to measure is null (no finished job for
         *     a rate or a duration, no active runner for `avg_jobs_per_hour`, no selected online runner for
         *     `utilization_rate`); counts are then 0. The service knows the jobs from 30 days before the
         *     current hour up to the current hour, like the test history: a window or a bucket is measured over
         *     its part inside that span (hours and runner time count only there), and is null whatever the
         *     figure when it has no such part. An owner without repositories is 404 `Owner not found`. Not
         *     open to the CI Application Key.
         */
        get: operations["getCiRunnerStat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ci/{owner}/queue/stats/{stat}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How long the owner's CI jobs waited for a runner, over a window
         * @description The owner's CI jobs (every repository of the owner) that a runner picked up in the window, and
         *     how long each waited from being queued to being picked up. `total_jobs` counts them; the wait
         *     figures are whole seconds (nearest-rank percentiles; an even count's median is the mean of the
         *     two middle waits; averages and medians rounded to the second), null when no job was picked up.
         *     `labels` keeps the jobs that asked for every label given (the labels of their `runs-on`). The
         *     window, its buckets (1h, 4h, 1d or 2d wide) and what the service knows (the 30 days before the
         *     current hour) are as in getCiRunnerStat; a job still waiting is counted once picked up. An owner
         *     without repositories is 404 `Owner not found`. Not open to the CI Application Key.
         */
        get: operations["getCiJobQueueStat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ci/{owner}/runners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The owner's CI runners (ours, not in the vendor's document)
         * @description Every self-hosted runner registered for the owner, sorted by name, and the labels they carry
         *     (sorted, each once). The vendor's document has no listing; a deployment without this operation
         *     answers 404 or 405, and the runner figures can still be asked for by name, group or label.
         *     An owner without repositories is 404 `Owner not found`. Not open to the CI Application Key.
         */
        get: operations["listCiRunners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Error body of 401, 403, 404, 405, 409, 413 and 414. */
        HTTPError: {
            /** @description Human-readable message, e.g. "Repository not found". */
            detail: string;
        };
        /** @description FastAPI's 422 body. */
        HTTPValidationError: {
            detail: components["schemas"]["ValidationError"][];
        };
        ValidationError: {
            /** @description Where the bad input was (`path`, `query` or `body`), then the field (and index). */
            loc: (string | number)[];
            msg: string;
            /** @description Error kind, e.g. "greater_than_equal", "string_too_long", "uuid_parsing". */
            type: string;
        };
        /**
         * @description Health classification of a test.
         * @enum {string}
         */
        HealthStatus: "healthy" | "flaky" | "broken";
        /**
         * @description Confidence of the classification; grows with the amount of data (reruns).
         * @enum {string}
         */
        HealthConfidence: "low" | "medium" | "high";
        /**
         * @description Share of executions that failed, as a level.
         * @enum {string}
         */
        FailedExecutionsImpact: "low" | "medium" | "high";
        /**
         * @description `manual` is a user action; `auto` is auto-quarantine.
         * @enum {string}
         */
        QuarantineSource: "manual" | "auto";
        /**
         * @description Outcome derived from the event type (a few types refine it from metadata).
         * @enum {string}
         */
        EventOutcome: "success" | "failure" | "pending" | "neutral";
        TestSearchResultMetrics: {
            health_status: components["schemas"]["HealthStatus"];
            health_confidence: components["schemas"]["HealthConfidence"];
            /** @description Derived from the failure ratio; null for healthy tests. */
            failed_executions_impact: components["schemas"]["FailedExecutionsImpact"] | null;
            /**
             * @description Optional (this dashboard's mock reports it; the vendor's document has no such field, so a
             *     deployment may omit it). Runs of this identity over the health lookback, the window the
             *     `executions_count` and `failed_executions_ratio` sorts use: the 7 days before the current hour,
             *     up to now. Every run, whatever its conclusion.
             */
            executions_count?: number;
            /** @description Optional, as `executions_count`: the failed runs among them (same identity, same window). */
            failed_executions_count?: number;
            /**
             * @description Optional, as `executions_count`: the figure the `failed_executions_ratio` sort orders by, the
             *     failed share of the identity's executed (passed or failed) runs in the same window; 0 when none
             *     executed.
             */
            failed_executions_ratio?: number;
        };
        /** @description One test identity (test name + pipeline name + job name). */
        TestSearchResult: {
            /**
             * Format: uuid
             * @description Stable identifier of the test (UUID v5); used in per-test paths.
             */
            test_id: string;
            /** @description Fully qualified name as reported by the CI provider. */
            test_name: string;
            /** @description Pipeline (workflow) that ran the test. */
            pipeline_name: string;
            /** @description Job within the pipeline. */
            job_name: string;
            metrics: components["schemas"]["TestSearchResultMetrics"];
        };
        TestSearchResponse: {
            /** @description Items in this page. */
            size: number;
            /** @description Items per page. */
            per_page: number;
            tests: components["schemas"]["TestSearchResult"][];
            /** @description All identities matching the query across all pages. */
            total: number;
        };
        GetTestDetailsResponseUser: {
            id: number;
            login: string;
        };
        GetTestDetailsResponsePull: {
            id: number;
            number: number;
            title: string;
            user: components["schemas"]["GetTestDetailsResponseUser"];
        };
        GetTestDetailsResponse: {
            repository: string;
            test_name: string;
            /** Format: uuid */
            test_id: string;
            /** @description A string per the API document; `healthy`, `flaky` or `broken` in practice. */
            health_status: string;
            /** @description Conclusion of the latest run; `passed`, `failed` or `skipped` seen. */
            last_conclusion: string;
            failure_ratio: number;
            flakiness_ratio: number;
            success_ratio: number;
            flaky_detection_enabled: boolean;
            /** Format: date-time */
            first_failure_at: string | null;
            first_failure_commit: string | null;
            first_failure_pull: components["schemas"]["GetTestDetailsResponsePull"] | null;
            /** Format: date-time */
            last_failure_at: string | null;
            /** Format: date-time */
            last_success_at: string | null;
            test_framework: string | null;
            test_framework_version: string | null;
            test_programming_language: string | null;
            test_filepath: string | null;
            test_function_name: string | null;
        };
        TestCountBucket: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            value: number;
        };
        TestDurationBucket: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            value: number;
        };
        /** @description Answer for `success_count`, `failure_count` and `flaky_count`. */
        TestCountStatsResponse: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            stat: "success_count" | "failure_count" | "flaky_count";
            /** @description Summary over the full window. */
            value: number;
            value_over_time: components["schemas"]["TestCountBucket"][];
        };
        /** @description Answer for `mean_duration`. */
        TestDurationStatsResponse: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            stat: "mean_duration";
            /** @description Summary over the full window. */
            value: number;
            value_over_time: components["schemas"]["TestDurationBucket"][];
        };
        HealthTransition: {
            /**
             * Format: date-time
             * @description Bucket boundary at which health changed to `health_status` (the window's end, or the current time, for a change in a last bucket reaching past it).
             */
            at: string;
            health_status: components["schemas"]["HealthStatus"];
            /** @description Exception of the first failing run of the episode this transition opens. Null for a recovery, when no failing run is retained, and on a first point reporting a test already unhealthy when the window opened. */
            exception_type?: string | null;
            /** @description Pull request whose merge commit introduced the first failing run of the episode. Null on a recovery, when the failing commit cannot be traced to a merged pull request, and on a first point whose episode began before the window. */
            pull_request?: components["schemas"]["GetTestDetailsResponsePull"] | null;
        };
        HealthTransitionsResponse: {
            /** @description Oldest first; consecutive entries always differ; the first entry is the earliest classification observed in the window. */
            transitions: components["schemas"]["HealthTransition"][];
            /**
             * Format: date-time
             * @description Start of the earliest bucket with any executions in the window; null when the test had no activity.
             */
            first_activity_at: string | null;
        };
        TestFailure: {
            /** Format: uuid */
            id: string;
            exception_type: string;
            exception_message: string;
            failure_count: number;
            /** Format: date-time */
            first_failure_at: string;
            /** Format: date-time */
            last_failure_at: string;
        };
        TestFailuresResponse: {
            failures: components["schemas"]["TestFailure"][];
        };
        TestFailureEvent: {
            id: string;
            /** Format: date-time */
            failed_at: string;
            exception_stacktrace: string | null;
            test_filepath: string | null;
            test_programming_language: string | null;
            job_url?: string | null;
        };
        /** @description A TestFailure plus its latest events. */
        TestFailureDetail: {
            /** Format: uuid */
            id: string;
            exception_type: string;
            exception_message: string;
            failure_count: number;
            /** Format: date-time */
            first_failure_at: string;
            /** Format: date-time */
            last_failure_at: string;
            latest_events: components["schemas"]["TestFailureEvent"][];
        };
        TestExecutionResult: {
            /**
             * Format: uuid
             * @description Equals the `test_id` in the path.
             */
            test_id: string;
            test_name: string;
            pipeline_name: string;
            job_name: string;
            /** @description Executions of this test under this identity over the window. */
            executions_count: number;
        };
        TestExecutionsResponse: {
            size: number;
            per_page: number;
            executions: components["schemas"]["TestExecutionResult"][];
        };
        TestStatBucket: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            value: number;
        };
        RepositoryTestStatResponse: {
            /** @enum {string} */
            stat: "total_tests" | "healthy_tests" | "broken_tests" | "flaky_tests" | "failed_executions";
            value: number;
            /** @description Per-day series. */
            value_over_time: components["schemas"]["TestStatBucket"][];
        };
        QuarantinedTest: {
            /**
             * Format: uuid
             * @description Identifier of the quarantine record.
             */
            id: string;
            /** @description Fully qualified name. */
            test_name: string;
            /**
             * Format: uuid
             * @description Derived from the test name; identical across every quarantine of the same test.
             */
            test_id: string;
            /** @description Free-form reason recorded at quarantine time. */
            reason: string;
            /** @description Branch the quarantine applies to; null means every branch. */
            branch: string | null;
            /**
             * Format: date-time
             * @description UTC time the test was added.
             */
            created_at: string;
            /**
             * @description How the test got quarantined; `manual` when absent.
             * @default manual
             */
            source: components["schemas"]["QuarantineSource"];
            /** @description True when recent runs of the test are healthy, suggesting the quarantine could be removed. */
            is_recovered: boolean;
        };
        QuarantineListResponse: {
            size: number;
            /** @description Null when called without `per_page`. */
            per_page: number | null;
            quarantined_tests: components["schemas"]["QuarantinedTest"][];
        };
        CreateQuarantineRequest: {
            /** @description Fully qualified test name. */
            test_name: string;
            reason: string;
            /** @description Branch to quarantine on, 1..255 characters like the `branch` filter of the list; omitted or null covers every branch. */
            branch?: string | null;
        };
        QuarantineCheckRequest: {
            /** @description Names of the tests to check (fully qualified, as quarantined); repeated names count once. */
            tests_names: string[];
            /** @description The branch the tests ran on; 1..255 characters like the `branch` filter of the list. */
            branch: string;
        };
        QuarantineCheckResponse: {
            /** @description The names sent that are quarantined on the branch. */
            quarantined_tests_names: string[];
            /** @description The other names sent, including names no test or quarantine knows. */
            non_quarantined_tests_names: string[];
        };
        CreateQuarantineResponse: {
            /**
             * Format: uuid
             * @description The created quarantine's id.
             */
            id: string;
        };
        ActivityLogResponse: {
            size: number;
            per_page: number;
            /** @description Newest first. */
            events: components["schemas"]["ActivityLogEvent"][];
        };
        HistogramBucket: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            count: number;
        };
        FacetCount: {
            value: string;
            count: number;
        };
        ActivityLogAggregateResponse: {
            /** @description Equals the number of events getActivityLog returns for the same filters. */
            total: number;
            /** @description Histogram bucket width. */
            interval_size_seconds: number;
            /** @description Zero-filled buckets tiling the whole range. */
            histogram: components["schemas"]["HistogramBucket"][];
            by_event_type: components["schemas"]["FacetCount"][];
            by_outcome: components["schemas"]["FacetCount"][];
            /** @description Top 200 values by count. */
            by_trigger: components["schemas"]["FacetCount"][];
            /** @description Top 200 pull request numbers (as strings) by count; always the whole distribution (its own filter left out). */
            by_pull_request: components["schemas"]["FacetCount"][];
            /** @description Top 200 batch pull request numbers (as strings) by count; always the whole distribution. */
            by_batch_pull_request: components["schemas"]["FacetCount"][];
        };
        Actor: {
            /** @enum {string} */
            type: "application" | "user";
            id: number | string;
            name: string;
        };
        GitHubAccount: {
            login: string;
            id: number;
            type: ("User" | "Organization" | "Bot" | "Mannequin" | "Enterprise") | null;
            avatar_url?: string | null;
        };
        AutoQuarantineConfigEventLogAttributes: {
            ignore_broken_on_default_branch: boolean;
        };
        TestQuarantineSnapshot: {
            source: components["schemas"]["QuarantineSource"];
            reason: string;
            branch: string | null;
            /** Format: date-time */
            created_at: string;
        };
        Signals_SpeculativeCheckPullRequest: {
            number: number;
            in_place: boolean;
            checks_timed_out: boolean;
            /** @enum {string} */
            checks_conclusion: "success" | "failure" | "neutral" | "cancelled" | "skipped" | "stale" | "action_required" | "timed_out" | "error" | "pending";
            /** Format: date-time */
            checks_started_at: string | null;
            /** Format: date-time */
            checks_ended_at: string | null;
            unsuccessful_checks: components["schemas"]["QueueCheck_Serialized"][];
            pull_request_numbers: number[];
        };
        QueueCheck_Serialized: {
            name: string;
            description: string;
            url: string | null;
            details_url?: string | null;
            state: components["schemas"]["QueueCheckState"];
            avatar_url: string | null;
        };
        /**
         * @description Pull request numbers, as the vendor's August 2026 document bounds them: 1 to 2147483646 (a
         *     positive 32-bit integer), each at most once. The mock folds a repeated number into one (the
         *     service reads the list as a set) and answers 422 naming the parameter for a number out of bounds.
         */
        PullRequestNumbers: number[];
        /**
         * @description State of one check (not described by the sources; the check states of the repository host).
         * @enum {string}
         */
        QueueCheckState: "success" | "failure" | "error" | "cancelled" | "skipped" | "action_required" | "timed_out" | "pending" | "neutral" | "stale";
        /**
         * @description Why the queue aborted the checks. An open string on purpose, where the vendor's document has an
         *     enum: the service added eight codes between its March and August 2026 documents, and an enum
         *     here would make a newer code fail our schema while the dashboard can still show it (known codes
         *     in words, others read from their own words; docs/decisions.md, issue 23). The August 2026
         *     document names these 39: PR_DEQUEUED, PR_DEQUEUED_FROM_PARTITION, PR_AHEAD_DEQUEUED,
         *     BATCH_AHEAD_FAILED, PR_WITH_HIGHER_PRIORITY_QUEUED, SCHEDULED_FREEZE_STATUS_CHANGED,
         *     SPECULATIVE_CHECK_NUMBER_REDUCED, CHECKS_TIMEOUT, CHECKS_FAILED,
         *     DROPPED_BY_BISECTION_ELIMINATION, QUEUE_RULE_MISSING, BASE_BRANCH_MISSING, BASE_BRANCH_CHANGED,
         *     PR_UNEXPECTEDLY_FAILED_TO_MERGE, BATCH_MAX_FAILURE_RESOLUTION_ATTEMPTS,
         *     PR_CHECKS_STOPPED_BECAUSE_MERGE_QUEUE_PAUSE, CONFLICT_WITH_BASE_BRANCH,
         *     CONFLICT_WITH_PULL_AHEAD, BRANCH_UPDATE_FAILED, DRAFT_PULL_REQUEST_CHANGED,
         *     BATCH_PULL_REQUEST_CLOSED, PULL_REQUEST_UPDATED, MERGE_QUEUE_RESET,
         *     INCOMPATIBILITY_WITH_BRANCH_PROTECTIONS, PR_MANUALLY_MERGED, DRAFT_PULL_REQUEST_CREATION_FAILED,
         *     DRAFT_PULL_REQUEST_CREATION_BRANCH_NOT_INDEXED, CONFIGURATION_CHANGED,
         *     UNPROCESSABLE_PULL_REQUEST, PR_MANUALLY_DEQUEUED, STACK_PREDECESSOR_DEQUEUED,
         *     INTERMEDIATE_RESULTS_SKIPPED, CHECKS_RETRIED, SCHEDULE_BLOCKED_AHEAD_YIELDED,
         *     BASE_REF_ALIGNMENT_TIMEOUT, GITHUB_STACKED_PULL_REQUEST_MERGE_UNSUPPORTED, BATCH_SCOPES_CHANGED,
         *     BATCH_AHEAD_BRANCH_EDITED, CHECKS_INTERRUPTED.
         */
        QueueAbortCode: string;
        /**
         * @description Tree of the queue conditions as evaluated when the pull request left the queue, as the vendor
         *     publishes it. `match` tells whether the (sub)condition held; `label` is its text and
         *     `is_label_user_input` whether a user wrote it; `attribute_name`/`operator` split a leaf condition
         *     (null on `and`/`or` groups); `schedule` is set on schedule conditions; `subconditions` holds the
         *     children of a group; `evaluations` the per-pull-request results behind the verdict.
         */
        QueueConditionEvaluationResult_Serialized: {
            match: boolean;
            label: string;
            is_label_user_input: boolean;
            description: string | null;
            attribute_name: string | null;
            operator: string | null;
            schedule: Record<string, unknown> | null;
            subconditions: components["schemas"]["QueueConditionEvaluationResult_Serialized"][];
            evaluations: components["schemas"]["QueueConditionEvaluationResult_Evaluation_Serialized"][];
        };
        /** @description The verdict of one condition for one pull request (the queued one, or one of its batch). */
        QueueConditionEvaluationResult_Evaluation_Serialized: {
            pull_request: number;
            match: boolean;
            evaluation_error: string | null;
            related_checks: string[];
            /** Format: date-time */
            next_evaluation_at: string | null;
        };
        /**
         * @description The scheduled freeze a freeze event is about, as the vendor publishes it. `start`/`end` are ISO
         *     8601 times read in `timezone` (an IANA zone); `end` null means open-ended. Each condition is a
         *     condition string (`base=main`) or a group of them.
         */
        ScheduledFreezeEventLogAttributes: {
            reason: string;
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string | null;
            /** @description IANA time zone of start and end, e.g. "Europe/Paris". */
            timezone: string;
            matching_conditions: components["schemas"]["FreezeCondition"][];
            exclude_conditions: components["schemas"]["FreezeCondition"][];
        };
        /** @description One freeze condition, a condition string or a group of conditions. */
        FreezeCondition: string | components["schemas"]["FreezeConditionGroup"];
        /** @description `and`: every condition holds; `or`: at least one does; `not`: the group does not hold. */
        FreezeConditionGroup: {
            and?: components["schemas"]["FreezeCondition"][];
            or?: components["schemas"]["FreezeCondition"][];
            not?: components["schemas"]["FreezeConditionGroup"];
        };
        /** @description A plain condition of the retry rule (job name, pipeline, branch, conclusion…) and the value of the failed job that satisfied it. */
        SimpleConditionMatchSerialized: {
            /** @description The attribute the condition reads, e.g. "job_name". */
            attribute: string;
            /** @description The job's value that satisfied the condition. */
            matched_value: string;
        };
        /** @description A log pattern of the retry rule found in a check-run annotation of the failed job. */
        LogPatternAnnotationConditionMatchSerialized: {
            attribute: string;
            /** @description The text the pattern matched. */
            matched_value: string;
            /** @constant */
            source: "annotation";
            /** @description Title of the annotation; null when it has none (name it by its path then). */
            annotation_title: string | null;
            /** @description The file the annotation points at. */
            annotation_path: string;
        };
        /** @description A log pattern of the retry rule found in the failed job's log. */
        LogPatternJobLogConditionMatchSerialized: {
            attribute: string;
            /** @description The text the pattern matched. */
            matched_value: string;
            /** @constant */
            source: "job_log";
            /** @description Line of the job log that matched. */
            matched_line_number: number;
        };
        /** @description One activity-log event; the `type` selects the variant and its `metadata` shape. */
        ActivityLogEvent: components["schemas"]["ActionAssignEvent"] | components["schemas"]["ActionBackportEvent"] | components["schemas"]["ActionCloseEvent"] | components["schemas"]["ActionCommentEvent"] | components["schemas"]["ActionCopyEvent"] | components["schemas"]["ActionDeleteHeadBranchEvent"] | components["schemas"]["ActionDequeueEvent"] | components["schemas"]["ActionDismissReviewsEvent"] | components["schemas"]["ActionEditEvent"] | components["schemas"]["ActionGithubActionsEvent"] | components["schemas"]["ActionLabelEvent"] | components["schemas"]["ActionMergeEvent"] | components["schemas"]["ActionPostCheckEvent"] | components["schemas"]["ActionQueueBatchBisectionEndEvent"] | components["schemas"]["ActionQueueBatchBisectionStartEvent"] | components["schemas"]["ActionQueueChangeEvent"] | components["schemas"]["ActionQueueChecksChangeEvent"] | components["schemas"]["ActionQueueChecksEndEvent"] | components["schemas"]["ActionQueueChecksNotStartedEvent"] | components["schemas"]["ActionQueueChecksStartEvent"] | components["schemas"]["ActionQueueConflictDeferredEvent"] | components["schemas"]["ActionQueueEnterEvent"] | components["schemas"]["ActionQueueLeaveEvent"] | components["schemas"]["ActionQueueMergedEvent"] | components["schemas"]["ActionRebaseEvent"] | components["schemas"]["ActionRefreshEvent"] | components["schemas"]["ActionRequestReviewsEvent"] | components["schemas"]["ActionReviewEvent"] | components["schemas"]["ActionSquashEvent"] | components["schemas"]["ActionUpdateEvent"] | components["schemas"]["CiInsightsAutoQuarantineDisabledEvent"] | components["schemas"]["CiInsightsAutoQuarantineEnabledEvent"] | components["schemas"]["CiInsightsAutoQuarantineModifiedEvent"] | components["schemas"]["CiInsightsJobRetriedEvent"] | components["schemas"]["CommandDequeueEvent"] | components["schemas"]["CommandQueueEvent"] | components["schemas"]["ProductDisabledEvent"] | components["schemas"]["ProductEnabledEvent"] | components["schemas"]["QueuePauseCreateEvent"] | components["schemas"]["QueuePauseDeleteEvent"] | components["schemas"]["QueuePauseUpdateEvent"] | components["schemas"]["ScheduledFreezeCreateEvent"] | components["schemas"]["ScheduledFreezeDeleteEvent"] | components["schemas"]["ScheduledFreezeUpdateEvent"] | components["schemas"]["TestDequarantinedEvent"] | components["schemas"]["TestQuarantinedEvent"];
        /**
         * @description The 46 activity-log event types.
         * @enum {string}
         */
        EventType: "action.assign" | "action.backport" | "action.close" | "action.comment" | "action.copy" | "action.delete_head_branch" | "action.dequeue" | "action.dismiss_reviews" | "action.edit" | "action.github_actions" | "action.label" | "action.merge" | "action.post_check" | "action.queue.batch_bisection_end" | "action.queue.batch_bisection_start" | "action.queue.change" | "action.queue.checks.change" | "action.queue.checks_end" | "action.queue.checks_not_started" | "action.queue.checks_start" | "action.queue.conflict_deferred" | "action.queue.enter" | "action.queue.leave" | "action.queue.merged" | "action.rebase" | "action.refresh" | "action.request_reviews" | "action.review" | "action.squash" | "action.update" | "ci_insights.auto_quarantine.disabled" | "ci_insights.auto_quarantine.enabled" | "ci_insights.auto_quarantine.modified" | "ci_insights.job_retried" | "command.dequeue" | "command.queue" | "product.disabled" | "product.enabled" | "queue.pause.create" | "queue.pause.delete" | "queue.pause.update" | "scheduled_freeze.create" | "scheduled_freeze.delete" | "scheduled_freeze.update" | "test.dequarantined" | "test.quarantined";
        /** @description Activity-log event of type `action.assign`. */
        ActionAssignEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.assign";
            metadata: components["schemas"]["ActionAssignMetadata"];
        };
        /** @description Metadata of `action.assign`. */
        ActionAssignMetadata: {
            added: string[];
            removed: string[];
        };
        /** @description Activity-log event of type `action.backport`. */
        ActionBackportEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.backport";
            metadata: components["schemas"]["ActionBackportMetadata"];
        };
        /** @description Metadata of `action.backport`. */
        ActionBackportMetadata: {
            to: string;
            pull_request_number: number;
            conflicts: boolean;
        };
        /** @description Activity-log event of type `action.close`. */
        ActionCloseEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.close";
            metadata: components["schemas"]["ActionCloseMetadata"];
        };
        /** @description Metadata of `action.close`. */
        ActionCloseMetadata: {
            message: string;
        };
        /** @description Activity-log event of type `action.comment`. */
        ActionCommentEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.comment";
            metadata: components["schemas"]["ActionCommentMetadata"];
        };
        /** @description Metadata of `action.comment`. */
        ActionCommentMetadata: {
            message: string;
        };
        /** @description Activity-log event of type `action.copy`. */
        ActionCopyEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.copy";
            metadata: components["schemas"]["ActionCopyMetadata"];
        };
        /** @description Metadata of `action.copy`. */
        ActionCopyMetadata: {
            to: string;
            pull_request_number: number;
            conflicts: boolean;
        };
        /** @description Activity-log event of type `action.delete_head_branch`. */
        ActionDeleteHeadBranchEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.delete_head_branch";
            metadata: components["schemas"]["ActionDeleteHeadBranchMetadata"];
        };
        /** @description Metadata of `action.delete_head_branch`. */
        ActionDeleteHeadBranchMetadata: {
            branch: string;
        };
        /** @description Activity-log event of type `action.dequeue`. */
        ActionDequeueEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.dequeue";
            metadata: components["schemas"]["ActionDequeueMetadata"];
        };
        /** @description Metadata of `action.dequeue`. */
        ActionDequeueMetadata: Record<string, unknown>;
        /** @description Activity-log event of type `action.dismiss_reviews`. */
        ActionDismissReviewsEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.dismiss_reviews";
            metadata: components["schemas"]["ActionDismissReviewsMetadata"];
        };
        /** @description Metadata of `action.dismiss_reviews`. */
        ActionDismissReviewsMetadata: {
            users: string[];
        };
        /** @description Activity-log event of type `action.edit`. */
        ActionEditEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.edit";
            metadata: components["schemas"]["ActionEditMetadata"];
        };
        /** @description Metadata of `action.edit`. */
        ActionEditMetadata: {
            draft: boolean;
        };
        /** @description Activity-log event of type `action.github_actions`. */
        ActionGithubActionsEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.github_actions";
            metadata: components["schemas"]["ActionGithubActionsMetadata"];
        };
        /** @description Metadata of `action.github_actions`. */
        ActionGithubActionsMetadata: {
            workflow: string;
            /** @description The workflow's inputs by name; a value is a string, an integer or a boolean. */
            inputs: {
                [key: string]: string | number | boolean;
            };
        };
        /** @description Activity-log event of type `action.label`. */
        ActionLabelEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.label";
            metadata: components["schemas"]["ActionLabelMetadata"];
        };
        /** @description Metadata of `action.label`. */
        ActionLabelMetadata: {
            added: string[];
            removed: string[];
        };
        /** @description Activity-log event of type `action.merge`. */
        ActionMergeEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.merge";
            metadata: components["schemas"]["ActionMergeMetadata"];
        };
        /** @description Metadata of `action.merge`. */
        ActionMergeMetadata: {
            branch: string;
        };
        /** @description Activity-log event of type `action.post_check`. */
        ActionPostCheckEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.post_check";
            metadata: components["schemas"]["ActionPostCheckMetadata"];
        };
        /** @description Metadata of `action.post_check`. */
        ActionPostCheckMetadata: {
            /** @enum {string|null} */
            conclusion: "success" | "failure" | "neutral" | "cancelled" | "skipped" | "timed_out" | "action_required" | "stale" | "startup_failure" | null;
            title: string;
            summary: string;
        };
        /** @description Activity-log event of type `action.queue.batch_bisection_end`. */
        ActionQueueBatchBisectionEndEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.queue.batch_bisection_end";
            metadata: components["schemas"]["ActionQueueBatchBisectionEndMetadata"];
        };
        /** @description Metadata of `action.queue.batch_bisection_end`. */
        ActionQueueBatchBisectionEndMetadata: {
            queue_name: string;
            priority_rule_name: string | null;
            original_batch_pr_numbers: number[];
            culprit_found: boolean;
            culprit_pr_numbers: number[];
            confirmed_culprit_pr_numbers: number[] | null;
            dropped_unverified_pr_numbers: number[] | null;
            remaining_pr_numbers: number[];
            max_failure_resolution_reached: boolean;
            /** Format: uuid */
            session_id: string;
            /** Format: uuid */
            batch_id: string | null;
            /**
             * Format: uuid
             * @deprecated
             * @description The same value as `batch_id`, under its former name; read `batch_id`.
             */
            train_car_id: string | null;
            batch_name: string | null;
        };
        /** @description Activity-log event of type `action.queue.batch_bisection_start`. */
        ActionQueueBatchBisectionStartEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.queue.batch_bisection_start";
            metadata: components["schemas"]["ActionQueueBatchBisectionStartMetadata"];
        };
        /** @description Metadata of `action.queue.batch_bisection_start`. */
        ActionQueueBatchBisectionStartMetadata: {
            queue_name: string;
            priority_rule_name: string | null;
            original_batch_pr_numbers: number[];
            batch_size_before_split: number;
            number_of_sub_batches: number;
            bisection_depth: number;
            is_top_level: boolean;
            /** Format: uuid */
            session_id: string;
            /** Format: uuid */
            batch_id: string | null;
            /**
             * Format: uuid
             * @deprecated
             * @description The same value as `batch_id`, under its former name; read `batch_id`.
             */
            train_car_id: string | null;
            batch_name: string | null;
        };
        /** @description Activity-log event of type `action.queue.change`. */
        ActionQueueChangeEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.queue.change";
            metadata: components["schemas"]["ActionQueueChangeMetadata"];
        };
        /** @description Metadata of `action.queue.change`. */
        ActionQueueChangeMetadata: {
            queue_name: string;
            priority_rule_name: string | null;
            size: number;
        };
        /** @description Activity-log event of type `action.queue.checks.change`. */
        ActionQueueChecksChangeEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.queue.checks.change";
            metadata: components["schemas"]["ActionQueueChecksChangeMetadata"];
        };
        /** @description Metadata of `action.queue.checks.change`. */
        ActionQueueChecksChangeMetadata: {
            queue_name: string;
            running_checks: number;
        };
        /** @description Activity-log event of type `action.queue.checks_end`. */
        ActionQueueChecksEndEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.queue.checks_end";
            metadata: components["schemas"]["ActionQueueChecksEndMetadata"];
        };
        /** @description Metadata of `action.queue.checks_end`. */
        ActionQueueChecksEndMetadata: {
            aborted: boolean;
            abort_code: components["schemas"]["QueueAbortCode"] | null;
            abort_reason: string | null;
            /** @enum {string} */
            abort_status: "DEFINITIVE" | "REEMBARKED";
            branch: string;
            priority_rule_name: string | null;
            queue_name: string;
            /** Format: date-time */
            queued_at: string;
            retry_attempt: number | null;
            max_retries: number | null;
            speculative_check_pull_request: components["schemas"]["Signals_SpeculativeCheckPullRequest"];
            /** Format: uuid */
            batch_id: string | null;
            /**
             * Format: uuid
             * @deprecated
             * @description The same value as `batch_id`, under its former name; read `batch_id`.
             */
            train_car_id: string | null;
            batch_name: string | null;
            scopes: string[] | null;
            parent_batch_ids: string[] | null;
            /** Format: uuid */
            session_id: string;
            all_scopes?: boolean | null;
        };
        /** @description Activity-log event of type `action.queue.checks_not_started`. */
        ActionQueueChecksNotStartedEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.queue.checks_not_started";
            metadata: components["schemas"]["ActionQueueChecksNotStartedMetadata"];
            /**
             * @description Which failure to start the checks this is within the pull request's current stay in the queue
             *     (`metadata.session_id`), counting from 1 over every failure of the stay, whatever the page or
             *     window asked. Null or absent on older events and when the service could not count. Top-level,
             *     unlike the rest of the event's facts, because the vendor publishes it there.
             */
            attempt?: number | null;
        };
        /** @description Metadata of `action.queue.checks_not_started`. */
        ActionQueueChecksNotStartedMetadata: {
            branch: string;
            priority_rule_name: string | null;
            queue_name: string;
            /** Format: date-time */
            queued_at: string;
            reason: string;
            /** Format: uuid */
            session_id: string;
        };
        /** @description Activity-log event of type `action.queue.checks_start`. */
        ActionQueueChecksStartEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.queue.checks_start";
            metadata: components["schemas"]["ActionQueueChecksStartMetadata"];
        };
        /** @description Metadata of `action.queue.checks_start`. */
        ActionQueueChecksStartMetadata: {
            branch: string;
            priority_rule_name: string | null;
            queue_name: string;
            /** Format: date-time */
            queued_at: string;
            start_reason: string;
            speculative_check_pull_request: components["schemas"]["Signals_SpeculativeCheckPullRequest"];
            /** Format: uuid */
            batch_id: string | null;
            /**
             * Format: uuid
             * @deprecated
             * @description The same value as `batch_id`, under its former name; read `batch_id`.
             */
            train_car_id: string | null;
            batch_name: string | null;
            scopes: string[] | null;
            parent_batch_ids: string[] | null;
            /** Format: uuid */
            previous_batch_id: string | null;
            previous_batch_name: string | null;
            /** Format: uuid */
            session_id: string;
            all_scopes?: boolean | null;
        };
        /** @description Activity-log event of type `action.queue.conflict_deferred`. */
        ActionQueueConflictDeferredEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.queue.conflict_deferred";
            metadata: components["schemas"]["ActionQueueConflictDeferredMetadata"];
        };
        /** @description Metadata of `action.queue.conflict_deferred`. */
        ActionQueueConflictDeferredMetadata: {
            branch: string;
            priority_rule_name: string | null;
            queue_name: string;
            /** Format: date-time */
            queued_at: string;
            reason: string;
            /** Format: uuid */
            session_id: string;
            blocking_pull_request_numbers: number[];
        };
        /** @description Activity-log event of type `action.queue.enter`. */
        ActionQueueEnterEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.queue.enter";
            metadata: components["schemas"]["ActionQueueEnterMetadata"];
        };
        /** @description Metadata of `action.queue.enter`. */
        ActionQueueEnterMetadata: {
            queue_name: string;
            branch: string;
            /** Format: date-time */
            queued_at: string;
            priority_rule_name: string | null;
            /** Format: uuid */
            session_id: string;
        };
        /** @description Activity-log event of type `action.queue.leave`. */
        ActionQueueLeaveEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.queue.leave";
            metadata: components["schemas"]["ActionQueueLeaveMetadata"];
        };
        /** @description Metadata of `action.queue.leave`. */
        ActionQueueLeaveMetadata: {
            reason: string;
            merged: boolean;
            queue_name: string;
            branch: string;
            /** Format: date-time */
            queued_at: string;
            seconds_waiting_for_schedule: number;
            seconds_waiting_for_freeze: number;
            priority_rule_name: string | null;
            conditions_evaluation: components["schemas"]["QueueConditionEvaluationResult_Serialized"] | null;
            checks: components["schemas"]["QueueCheck_Serialized"][];
            unsuccessful_checks: components["schemas"]["QueueCheck_Serialized"][];
            pull_request_head_sha: string;
            /** Format: uuid */
            session_id: string | null;
            /** @description PR_MERGED or PR_MERGED_INTERMEDIATE_RESULTS_SKIPPED when merged, otherwise one of the abort codes (see QueueAbortCode); null when unknown. */
            dequeue_code: string | null;
            /** Format: uuid */
            batch_id: string | null;
            scopes: string[] | null;
            all_scopes: boolean | null;
        };
        /** @description Activity-log event of type `action.queue.merged`. */
        ActionQueueMergedEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.queue.merged";
            metadata: components["schemas"]["ActionQueueMergedMetadata"];
        };
        /** @description Metadata of `action.queue.merged`. */
        ActionQueueMergedMetadata: {
            branch: string;
            queue_name: string;
            /** Format: date-time */
            queued_at: string;
            priority_rule_name: string | null;
            /** Format: uuid */
            session_id: string;
            merge_commit_sha: string | null;
        };
        /** @description Activity-log event of type `action.rebase`. */
        ActionRebaseEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.rebase";
            metadata: components["schemas"]["ActionRebaseMetadata"];
        };
        /** @description Metadata of `action.rebase`. */
        ActionRebaseMetadata: Record<string, unknown>;
        /** @description Activity-log event of type `action.refresh`. */
        ActionRefreshEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.refresh";
            metadata: components["schemas"]["ActionRefreshMetadata"];
        };
        /** @description Metadata of `action.refresh`. */
        ActionRefreshMetadata: Record<string, unknown>;
        /** @description Activity-log event of type `action.request_reviews`. */
        ActionRequestReviewsEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.request_reviews";
            metadata: components["schemas"]["ActionRequestReviewsMetadata"];
        };
        /** @description Metadata of `action.request_reviews`. */
        ActionRequestReviewsMetadata: {
            reviewers: string[];
            team_reviewers: string[];
        };
        /** @description Activity-log event of type `action.review`. */
        ActionReviewEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.review";
            metadata: components["schemas"]["ActionReviewMetadata"];
        };
        /** @description Metadata of `action.review`. */
        ActionReviewMetadata: {
            /** @enum {string} */
            review_type: "APPROVE" | "REQUEST_CHANGES" | "COMMENT";
            reviewer: string | null;
            message: string | null;
        };
        /** @description Activity-log event of type `action.squash`. */
        ActionSquashEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.squash";
            metadata: components["schemas"]["ActionSquashMetadata"];
        };
        /** @description Metadata of `action.squash`. */
        ActionSquashMetadata: Record<string, unknown>;
        /** @description Activity-log event of type `action.update`. */
        ActionUpdateEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action.update";
            metadata: components["schemas"]["ActionUpdateMetadata"];
        };
        /** @description Metadata of `action.update`. */
        ActionUpdateMetadata: Record<string, unknown>;
        /** @description Activity-log event of type `ci_insights.auto_quarantine.disabled`. */
        CiInsightsAutoQuarantineDisabledEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ci_insights.auto_quarantine.disabled";
            metadata: components["schemas"]["CiInsightsAutoQuarantineDisabledMetadata"];
        };
        /** @description Metadata of `ci_insights.auto_quarantine.disabled`. */
        CiInsightsAutoQuarantineDisabledMetadata: {
            disabled_by: components["schemas"]["Actor"];
            /** Format: date-time */
            disabled_at: string;
            auto_quarantine_config_attributes: components["schemas"]["AutoQuarantineConfigEventLogAttributes"];
            disabled_by_staff: boolean;
        };
        /** @description Activity-log event of type `ci_insights.auto_quarantine.enabled`. */
        CiInsightsAutoQuarantineEnabledEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ci_insights.auto_quarantine.enabled";
            metadata: components["schemas"]["CiInsightsAutoQuarantineEnabledMetadata"];
        };
        /** @description Metadata of `ci_insights.auto_quarantine.enabled`. */
        CiInsightsAutoQuarantineEnabledMetadata: {
            enabled_by: components["schemas"]["Actor"];
            /** Format: date-time */
            enabled_at: string;
            auto_quarantine_config_attributes: components["schemas"]["AutoQuarantineConfigEventLogAttributes"];
            enabled_by_staff: boolean;
        };
        /** @description Activity-log event of type `ci_insights.auto_quarantine.modified`. */
        CiInsightsAutoQuarantineModifiedEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ci_insights.auto_quarantine.modified";
            metadata: components["schemas"]["CiInsightsAutoQuarantineModifiedMetadata"];
        };
        /** @description Metadata of `ci_insights.auto_quarantine.modified`. */
        CiInsightsAutoQuarantineModifiedMetadata: {
            updated_by: components["schemas"]["Actor"];
            /** Format: date-time */
            updated_at: string;
            auto_quarantine_config_attributes_before: components["schemas"]["AutoQuarantineConfigEventLogAttributes"];
            auto_quarantine_config_attributes_after: components["schemas"]["AutoQuarantineConfigEventLogAttributes"];
            updated_by_staff: boolean;
        };
        /** @description Activity-log event of type `ci_insights.job_retried`. */
        CiInsightsJobRetriedEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ci_insights.job_retried";
            metadata: components["schemas"]["CiInsightsJobRetriedMetadata"];
        };
        /** @description Metadata of `ci_insights.job_retried`. */
        CiInsightsJobRetriedMetadata: {
            /** Format: uuid */
            rule_id: string;
            rule_name: string;
            max_retry: number;
            /** @enum {string} */
            retry_mode: "job" | "pipeline";
            retry_attempt: number;
            /** @description The rule's conditions the failed job met (the published shapes; see the three schemas). */
            condition_matches: (components["schemas"]["SimpleConditionMatchSerialized"] | components["schemas"]["LogPatternAnnotationConditionMatchSerialized"] | components["schemas"]["LogPatternJobLogConditionMatchSerialized"])[];
            /** @enum {string} */
            outcome: "retried" | "skipped_quota_exceeded";
            workflow_run_id: number | null;
            job_url: string | null;
        };
        /** @description Activity-log event of type `command.dequeue`. */
        CommandDequeueEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "command.dequeue";
            metadata: components["schemas"]["CommandDequeueMetadata"];
        };
        /** @description Metadata of `command.dequeue`. */
        CommandDequeueMetadata: {
            author: components["schemas"]["GitHubAccount"];
            comment_id: number;
            /** Format: uuid */
            session_id: string | null;
            /** @enum {string|null} */
            command_trigger: "comment" | "checkbox" | null;
            trigger_comment_url: string | null;
        };
        /** @description Activity-log event of type `command.queue`. */
        CommandQueueEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "command.queue";
            metadata: components["schemas"]["CommandQueueMetadata"];
        };
        /** @description Metadata of `command.queue`. */
        CommandQueueMetadata: {
            author: components["schemas"]["GitHubAccount"];
            comment_id: number;
            /** Format: uuid */
            session_id: string | null;
            /** @enum {string|null} */
            command_trigger: "comment" | "checkbox" | null;
            trigger_comment_url: string | null;
        };
        /** @description Activity-log event of type `product.disabled`. */
        ProductDisabledEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "product.disabled";
            metadata: components["schemas"]["ProductDisabledMetadata"];
        };
        /** @description Metadata of `product.disabled`. */
        ProductDisabledMetadata: {
            /** @enum {string} */
            product: "ci_insights" | "merge_protections" | "workflow_automation" | "merge_queue";
            disabled_by: components["schemas"]["Actor"];
            /** Format: date-time */
            disabled_at: string;
            disabled_by_staff: boolean;
        };
        /** @description Activity-log event of type `product.enabled`. */
        ProductEnabledEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "product.enabled";
            metadata: components["schemas"]["ProductEnabledMetadata"];
        };
        /** @description Metadata of `product.enabled`. */
        ProductEnabledMetadata: {
            /** @enum {string} */
            product: "ci_insights" | "merge_protections" | "workflow_automation" | "merge_queue";
            enabled_by: components["schemas"]["Actor"];
            /** Format: date-time */
            enabled_at: string;
            enabled_by_staff: boolean;
        };
        /** @description Activity-log event of type `queue.pause.create`. */
        QueuePauseCreateEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "queue.pause.create";
            metadata: components["schemas"]["QueuePauseCreateMetadata"];
        };
        /** @description Metadata of `queue.pause.create`. */
        QueuePauseCreateMetadata: {
            reason: string;
            created_by: components["schemas"]["Actor"];
            created_by_staff: boolean;
        };
        /** @description Activity-log event of type `queue.pause.delete`. */
        QueuePauseDeleteEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "queue.pause.delete";
            metadata: components["schemas"]["QueuePauseDeleteMetadata"];
        };
        /** @description Metadata of `queue.pause.delete`. */
        QueuePauseDeleteMetadata: {
            deleted_by: components["schemas"]["Actor"];
            deleted_by_staff: boolean;
        };
        /** @description Activity-log event of type `queue.pause.update`. */
        QueuePauseUpdateEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "queue.pause.update";
            metadata: components["schemas"]["QueuePauseUpdateMetadata"];
        };
        /** @description Metadata of `queue.pause.update`. */
        QueuePauseUpdateMetadata: {
            reason: string;
            updated_by: components["schemas"]["Actor"];
            updated_by_staff: boolean;
        };
        /** @description Activity-log event of type `scheduled_freeze.create`. */
        ScheduledFreezeCreateEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "scheduled_freeze.create";
            metadata: components["schemas"]["ScheduledFreezeCreateMetadata"];
        };
        /** @description Metadata of `scheduled_freeze.create`. */
        ScheduledFreezeCreateMetadata: {
            scheduled_freeze_attributes: components["schemas"]["ScheduledFreezeEventLogAttributes"];
            created_by: components["schemas"]["Actor"];
            /** Format: date-time */
            created_at: string;
            created_by_staff: boolean;
        };
        /** @description Activity-log event of type `scheduled_freeze.delete`. */
        ScheduledFreezeDeleteEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "scheduled_freeze.delete";
            metadata: components["schemas"]["ScheduledFreezeDeleteMetadata"];
        };
        /** @description Metadata of `scheduled_freeze.delete`. */
        ScheduledFreezeDeleteMetadata: {
            scheduled_freeze_attributes: components["schemas"]["ScheduledFreezeEventLogAttributes"];
            reason: string;
            deleted_by: components["schemas"]["Actor"];
            /** Format: date-time */
            deleted_at: string;
            deleted_by_staff: boolean;
        };
        /** @description Activity-log event of type `scheduled_freeze.update`. */
        ScheduledFreezeUpdateEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "scheduled_freeze.update";
            metadata: components["schemas"]["ScheduledFreezeUpdateMetadata"];
        };
        /** @description Metadata of `scheduled_freeze.update`. */
        ScheduledFreezeUpdateMetadata: {
            scheduled_freeze_attributes_before: components["schemas"]["ScheduledFreezeEventLogAttributes"];
            scheduled_freeze_attributes_after: components["schemas"]["ScheduledFreezeEventLogAttributes"];
            updated_by: components["schemas"]["Actor"];
            /** Format: date-time */
            updated_at: string;
            updated_by_staff: boolean;
        };
        /** @description Activity-log event of type `test.dequarantined`. */
        TestDequarantinedEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "test.dequarantined";
            metadata: components["schemas"]["TestDequarantinedMetadata"];
        };
        /** @description Metadata of `test.dequarantined`. */
        TestDequarantinedMetadata: {
            /** Format: uuid */
            quarantine_id: string;
            /** Format: uuid */
            test_id?: string;
            test_name: string;
            source: components["schemas"]["QuarantineSource"];
            original_quarantine: components["schemas"]["TestQuarantineSnapshot"];
            health_status_at_event: components["schemas"]["HealthStatus"];
            /** Format: date-time */
            dequarantined_at: string;
            dequarantined_by: components["schemas"]["Actor"] | null;
            dequarantined_by_staff: boolean;
        };
        /** @description Activity-log event of type `test.quarantined`. */
        TestQuarantinedEvent: {
            id: number;
            /** Format: date-time */
            received_at: string;
            trigger: string;
            repository: string;
            pull_request: number | null;
            base_ref: string | null;
            outcome: components["schemas"]["EventOutcome"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "test.quarantined";
            metadata: components["schemas"]["TestQuarantinedMetadata"];
        };
        /** @description Metadata of `test.quarantined`. */
        TestQuarantinedMetadata: {
            /** Format: uuid */
            quarantine_id: string;
            /** Format: uuid */
            test_id?: string;
            test_name: string;
            source: components["schemas"]["QuarantineSource"];
            reason: string;
            branch: string | null;
            /** Format: date-time */
            quarantined_at: string;
            health_status_at_event: components["schemas"]["HealthStatus"];
            quarantined_by: components["schemas"]["Actor"] | null;
            quarantined_by_staff: boolean;
        };
        /** @description The time to merge of one partition, per queue. */
        TimeToMergePerPartition: {
            queues: components["schemas"]["TimeToMergePerQueue"][];
        };
        /** @description One queue of the partition. */
        TimeToMergePerQueue: {
            queue_name: string;
            time_to_merge: components["schemas"]["TimeToMergeResponse"];
        };
        /** @description Seconds from queue entry to merge; null when the queue merged nothing in the 7 days. */
        TimeToMergeResponse: {
            mean: number | null;
            median: number | null;
        };
        /** @description How queue sessions ended, per group. */
        ChecksOutcomeResponse: {
            groups: components["schemas"]["ChecksOutcomeGroupResponse"][];
        };
        /** @description One (base branch, queue, priority rule) with queue activity in the window. */
        ChecksOutcomeGroupResponse: {
            base_ref: string;
            queue_name: string;
            priority_rule_name: string | null;
            stats: components["schemas"]["QueueChecksOutcome"];
        };
        /**
         * @description Queue sessions that ended in the window, by how they ended: `SUCCESS` (merged) or the dequeue
         *     code. A missing key counts 0 (the mock sends every key); a code newer than the vendor's August
         *     2026 document comes as one more key (hence no `additionalProperties: false`).
         */
        QueueChecksOutcome: {
            /** @default 0 */
            BASE_BRANCH_CHANGED: number;
            /** @default 0 */
            BASE_BRANCH_MISSING: number;
            /** @default 0 */
            BATCH_MAX_FAILURE_RESOLUTION_ATTEMPTS: number;
            /** @default 0 */
            BATCH_SCOPES_CHANGED: number;
            /** @default 0 */
            BRANCH_UPDATE_FAILED: number;
            /** @default 0 */
            CHECKS_FAILED: number;
            /** @default 0 */
            CHECKS_INTERRUPTED: number;
            /** @default 0 */
            CHECKS_TIMEOUT: number;
            /** @default 0 */
            DROPPED_BY_BISECTION_ELIMINATION: number;
            /** @default 0 */
            CONFLICT_WITH_BASE_BRANCH: number;
            /** @default 0 */
            CONFLICT_WITH_PULL_AHEAD: number;
            /** @default 0 */
            DRAFT_PULL_REQUEST_CHANGED: number;
            /** @default 0 */
            BATCH_PULL_REQUEST_CLOSED: number;
            /** @default 0 */
            INCOMPATIBILITY_WITH_BRANCH_PROTECTIONS: number;
            /** @default 0 */
            MERGE_QUEUE_RESET: number;
            /** @default 0 */
            PR_AHEAD_DEQUEUED: number;
            /** @default 0 */
            BATCH_AHEAD_FAILED: number;
            /** @default 0 */
            BATCH_AHEAD_BRANCH_EDITED: number;
            /** @default 0 */
            PR_CHECKS_STOPPED_BECAUSE_MERGE_QUEUE_PAUSE: number;
            /** @default 0 */
            PR_DEQUEUED: number;
            /** @default 0 */
            PR_DEQUEUED_FROM_PARTITION: number;
            /** @default 0 */
            PR_UNEXPECTEDLY_FAILED_TO_MERGE: number;
            /** @default 0 */
            PR_WITH_HIGHER_PRIORITY_QUEUED: number;
            /** @default 0 */
            PULL_REQUEST_UPDATED: number;
            /** @default 0 */
            QUEUE_RULE_MISSING: number;
            /** @default 0 */
            SPECULATIVE_CHECK_NUMBER_REDUCED: number;
            /** @default 0 */
            SUCCESS: number;
            /** @default 0 */
            PR_MANUALLY_MERGED: number;
            /** @default 0 */
            DRAFT_PULL_REQUEST_CREATION_FAILED: number;
            /** @default 0 */
            DRAFT_PULL_REQUEST_CREATION_BRANCH_NOT_INDEXED: number;
            /** @default 0 */
            CONFIGURATION_CHANGED: number;
            /** @default 0 */
            UNPROCESSABLE_PULL_REQUEST: number;
            /** @default 0 */
            PR_MANUALLY_DEQUEUED: number;
            /** @default 0 */
            STACK_PREDECESSOR_DEQUEUED: number;
            /** @default 0 */
            INTERMEDIATE_RESULTS_SKIPPED: number;
            /** @default 0 */
            CHECKS_RETRIED: number;
            /** @default 0 */
            SCHEDULED_FREEZE_STATUS_CHANGED: number;
            /** @default 0 */
            SCHEDULE_BLOCKED_AHEAD_YIELDED: number;
            /** @default 0 */
            BASE_REF_ALIGNMENT_TIMEOUT: number;
            /** @default 0 */
            GITHUB_STACKED_PULL_REQUEST_MERGE_UNSUPPORTED: number;
        };
        /** @description How queue sessions ended, per group and interval. */
        ChecksOutcomeByIntervalResponse: {
            groups: components["schemas"]["ChecksOutcomeByIntervalGroupResponse"][];
        };
        /** @description One (base branch, queue, priority rule) with queue activity in the window; `stats` in time order, then by outcome, non-zero counts only. */
        ChecksOutcomeByIntervalGroupResponse: {
            base_ref: string;
            queue_name: string;
            priority_rule_name: string | null;
            stats: components["schemas"]["CheckOutcomeInInterval"][];
        };
        /** @description Sessions of one outcome (a key of QueueChecksOutcome) that ended in the interval. */
        CheckOutcomeInInterval: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            check_outcome: string;
            count: number;
        };
        /** @description Queue entries per group and interval. */
        EnteredCountResponse: {
            groups: components["schemas"]["EnteredGroupResponse"][];
        };
        /** @description One (base branch, queue, priority rule) with queue activity in the window; its `stats` tile the window in time order. */
        EnteredGroupResponse: {
            base_ref: string;
            queue_name: string;
            priority_rule_name: string | null;
            stats: components["schemas"]["EnteredInInterval"][];
        };
        /** @description Queue entries in the interval. */
        EnteredInInterval: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            entered: number;
        };
        /** @description Merges per group and interval. */
        MergedCountResponse: {
            groups: components["schemas"]["MergedGroupResponse"][];
        };
        /** @description One (base branch, queue, priority rule) with queue activity in the window; its `stats` tile the window in time order. */
        MergedGroupResponse: {
            base_ref: string;
            queue_name: string;
            priority_rule_name: string | null;
            stats: components["schemas"]["MergedInInterval"][];
        };
        /** @description Merges in the interval. */
        MergedInInterval: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            merged: number;
        };
        /** @description CI runtime of the queue per group and interval. */
        CIAverageRuntimeResponse: {
            groups: components["schemas"]["CIRuntimeGroupResponse"][];
        };
        /** @description One (base branch, queue, priority rule) with queue activity in the window; its `stats` tile the window in time order. */
        CIRuntimeGroupResponse: {
            base_ref: string;
            queue_name: string;
            priority_rule_name: string | null;
            stats: components["schemas"]["RuntimeInInterval"][];
        };
        /** @description Queue checks that ended in the interval: mean seconds (0 when none), their sum and count. */
        RuntimeInInterval: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            runtime: number;
            sum_runtime: number;
            count_runtime: number;
        };
        /** @description Where queue time went, per group and interval. */
        AverageIdleQueueTimeResponse: {
            groups: components["schemas"]["IdleTimeGroupResponse"][];
        };
        /** @description One (base branch, queue, priority rule) with queue activity in the window; its `stats` tile the window in time order. `summary` covers the whole window. */
        IdleTimeGroupResponse: {
            base_ref: string;
            queue_name: string;
            priority_rule_name: string | null;
            stats: components["schemas"]["IdleTimeInInterval"][];
            summary: components["schemas"]["IdleTimeSummary"];
        };
        /** @description Sessions that ended in the interval (`count_idle`): mean, p95, max and sum of seconds per part of their stay (0 when none). */
        IdleTimeInInterval: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            idle_capacity: number;
            idle_schedule: number;
            idle_freeze: number;
            ci_runtime: number;
            p95_idle_capacity: number;
            p95_idle_schedule: number;
            p95_idle_freeze: number;
            p95_ci_runtime: number;
            max_idle_capacity: number;
            max_idle_schedule: number;
            max_idle_freeze: number;
            max_ci_runtime: number;
            sum_idle_capacity: number;
            sum_idle_schedule: number;
            sum_idle_freeze: number;
            sum_ci_runtime: number;
            count_idle: number;
        };
        /** @description The same over every session that ended in the window. */
        IdleTimeSummary: {
            avg_idle_capacity: number;
            avg_idle_schedule: number;
            avg_idle_freeze: number;
            avg_ci_runtime: number;
            p95_idle_capacity: number;
            p95_idle_schedule: number;
            p95_idle_freeze: number;
            p95_ci_runtime: number;
            max_idle_capacity: number;
            max_idle_schedule: number;
            max_idle_freeze: number;
            max_ci_runtime: number;
        };
        /** @description Time in the queue per group and interval. */
        QueueAverageTimeResponse: {
            groups: components["schemas"]["QueueTimeGroupResponse"][];
        };
        /** @description One (base branch, queue, priority rule) with queue activity in the window; its `stats` tile the window in time order. */
        QueueTimeGroupResponse: {
            base_ref: string;
            queue_name: string;
            priority_rule_name: string | null;
            stats: components["schemas"]["QueueTimeInInterval"][];
        };
        /** @description Sessions that ended in the interval: mean, max, min and sum of seconds from entry to exit, and their count (figures 0 when none). */
        QueueTimeInInterval: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            avg_queue_time: number;
            max_queue_time: number;
            min_queue_time: number;
            sum_queue_time: number;
            count_queue_time: number;
        };
        /** @description Queue size per group and interval. */
        QueueSizeResponse: {
            groups: components["schemas"]["QueueSizeGroupResponse"][];
        };
        /** @description One (base branch, queue, priority rule) with queue activity in the window; its `stats` tile the window in time order. */
        QueueSizeGroupResponse: {
            base_ref: string;
            queue_name: string;
            priority_rule_name: string | null;
            stats: components["schemas"]["QueueSizeInInterval"][];
        };
        /** @description Pull requests in the queue over the interval: time-weighted mean, largest and smallest. */
        QueueSizeInInterval: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            avg_size: number;
            max_size: number;
            min_size: number;
        };
        /** @description Speculative checks running, per group and interval. */
        RunningChecksResponse: {
            groups: components["schemas"]["RunningChecksGroupResponse"][];
        };
        /** @description One (base branch, queue) with queue activity in the window; its `stats` tile the window in time order. */
        RunningChecksGroupResponse: {
            base_ref: string;
            queue_name: string;
            stats: components["schemas"]["RunningChecksInInterval"][];
        };
        /** @description Speculative checks running over the interval: time-weighted mean, largest and smallest. */
        RunningChecksInInterval: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            avg_running_checks: number;
            max_running_checks: number;
            min_running_checks: number;
        };
        /** @description Batch sizes per group and interval. */
        BatchSizeResponse: {
            groups: components["schemas"]["BatchSizeGroupResponse"][];
        };
        /** @description One (base branch, queue, priority rule) with queue activity in the window; its `stats` tile the window in time order. */
        BatchSizeGroupResponse: {
            base_ref: string;
            queue_name: string;
            priority_rule_name: string | null;
            stats: components["schemas"]["BatchSizeInInterval"][];
        };
        /** @description Speculative checks started in the interval: pull requests per check (mean, max, min; 0 when none), their sum and the checks counted. */
        BatchSizeInInterval: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            avg_batch_size: number;
            max_batch_size: number;
            min_batch_size: number;
            sum_batch_size: number;
            count_batch_size: number;
        };
        /** @description Bisections started and completed, per group and interval. */
        BisectionResponse: {
            started: components["schemas"]["BisectionStartGroupResponse"][];
            completed: components["schemas"]["BisectionEndGroupResponse"][];
        };
        /** @description One (base branch, queue, priority rule) with queue activity in the window; its `stats` tile the window in time order. */
        BisectionStartGroupResponse: {
            base_ref: string;
            queue_name: string;
            priority_rule_name: string | null;
            stats: components["schemas"]["BisectionStartInInterval"][];
        };
        /** @description Bisections started in the interval: how many, their mean and largest depth, and the mean size of the batch split (0 when none). */
        BisectionStartInInterval: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            bisection_count: number;
            avg_depth: number;
            max_depth: number;
            avg_batch_size_before_split: number;
        };
        /** @description One (base branch, queue, priority rule) with queue activity in the window; its `stats` tile the window in time order. */
        BisectionEndGroupResponse: {
            base_ref: string;
            queue_name: string;
            priority_rule_name: string | null;
            stats: components["schemas"]["BisectionEndInInterval"][];
        };
        /** @description Bisections completed in the interval: how many, how many found the culprit, how many stopped at the maximum failure resolution attempts. */
        BisectionEndInInterval: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            bisection_completed_count: number;
            culprit_found_count: number;
            max_failure_reached_count: number;
        };
        /** @description Base branches with queue activity, sorted. */
        BaseRefsResponse: {
            base_refs: string[];
        };
        /** @description Checks retries per group and interval. */
        ChecksRetriesResponse: {
            groups: components["schemas"]["ChecksRetriesGroupResponse"][];
        };
        /** @description One (base branch, queue, priority rule) with queue activity in the window; its `stats` tile the window in time order. */
        ChecksRetriesGroupResponse: {
            base_ref: string;
            queue_name: string;
            priority_rule_name: string | null;
            stats: components["schemas"]["ChecksRetriesInInterval"][];
        };
        /** @description Sessions that ended in the interval after retrying their checks: retries, sessions, recovered (merged) or not, recovery rate (0..1; 0 when none) and retry depth. */
        ChecksRetriesInInterval: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            total_retries: number;
            sessions_with_retries: number;
            recovered: number;
            not_recovered: number;
            recovery_rate: number;
            avg_retry_depth: number;
            max_retry_depth: number;
        };
        /** @description Failure rate per group and interval. */
        FailureRateResponse: {
            groups: components["schemas"]["FailureRateGroupResponse"][];
        };
        /** @description One (base branch, queue, priority rule) with queue activity in the window; its `stats` tile the window in time order. */
        FailureRateGroupResponse: {
            base_ref: string;
            queue_name: string;
            priority_rule_name: string | null;
            stats: components["schemas"]["FailureRateInInterval"][];
        };
        /** @description Sessions that ended in the interval, those whose checks failed or timed out, and their ratio (0..1; 0 when none). */
        FailureRateInInterval: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            total: number;
            failures: number;
            failure_rate: number;
        };
        /** @description Batches saved per group and interval. */
        SkipIntermediateResultsResponse: {
            groups: components["schemas"]["SkipIntermediateResultsGroupResponse"][];
        };
        /** @description One (base branch, queue, priority rule) with queue activity in the window; its `stats` tile the window in time order. */
        SkipIntermediateResultsGroupResponse: {
            base_ref: string;
            queue_name: string;
            priority_rule_name: string | null;
            stats: components["schemas"]["SkipIntermediateResultsInInterval"][];
        };
        /** @description Batches whose pull requests left merged in the interval on a later batch's result. */
        SkipIntermediateResultsInInterval: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            batches_saved: number;
        };
        /** @description Queue exits per group, interval and reason. */
        PrExitReasonResponse: {
            groups: components["schemas"]["PrExitReasonGroupResponse"][];
        };
        /** @description One (base branch, queue, priority rule) with queue activity in the window; `stats` in time order, then by reason, non-zero counts only. */
        PrExitReasonGroupResponse: {
            base_ref: string;
            queue_name: string;
            priority_rule_name: string | null;
            stats: components["schemas"]["PrExitReasonInInterval"][];
        };
        /** @description Sessions that left the queue in the interval for one reason (`PR_MERGED`, `PR_MERGED_INTERMEDIATE_RESULTS_SKIPPED` or a dequeue code). */
        PrExitReasonInInterval: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            exit_reason: string;
            count: number;
        };
        /** @description Queues with activity, sorted. */
        QueueNamesResponse: {
            queue_names: string[];
        };
        _RunnerStatsBucket_int_: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            /** @description The figure in this bucket: whole seconds or a count; null when nothing to measure. */
            value: number | null;
        };
        _RunnerStatsBucket_float_: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            /** @description The figure in this bucket: a share 0..1 or jobs per hour; null when nothing to measure. */
            value: number | null;
        };
        /** @description Answer for the duration figures, in whole seconds. */
        RunnerDurationStatsResponse: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            stat: "avg_duration" | "min_duration" | "median_duration" | "p95_duration" | "p99_duration" | "max_duration";
            /** @description Seconds over the whole window; null when no job finished. */
            value: number | null;
            value_over_time: components["schemas"]["_RunnerStatsBucket_int_"][];
        };
        /** @description Answer for `success_rate` and `utilization_rate` (shares 0..1), `jobs_per_hour` and `avg_jobs_per_hour`. */
        RunnerRateStatsResponse: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            stat: "success_rate" | "jobs_per_hour" | "avg_jobs_per_hour" | "utilization_rate";
            /** @description Over the whole window; null when nothing to measure. */
            value: number | null;
            value_over_time: components["schemas"]["_RunnerStatsBucket_float_"][];
        };
        /** @description Answer for `active_runners` and `active_jobs`. */
        RunnerCountStatsResponse: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            stat: "active_runners" | "active_jobs";
            /** @description Over the whole window (not the sum of the buckets); null when the window starts after the current hour. */
            value: number | null;
            value_over_time: components["schemas"]["_RunnerStatsBucket_int_"][];
        };
        _QueueStatsBucket: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            /** @description Jobs picked up in this bucket, or their wait in whole seconds; null when nothing to measure. */
            value: number | null;
        };
        QueueStatsResponse: {
            /** @enum {string} */
            stat: "total_jobs" | "avg_wait_time" | "min_wait_time" | "median_wait_time" | "p95_wait_time" | "p99_wait_time" | "max_wait_time";
            /** @description Over the whole window: jobs picked up (`total_jobs`) or their wait in whole seconds. */
            value: number | null;
            value_over_time: components["schemas"]["_QueueStatsBucket"][];
        };
        /** @description A self-hosted runner of the owner (listCiRunners, ours). */
        CiRunner: {
            /** @description Unique among the owner's runners; what `runner_name` filters on. */
            name: string;
            /** @description What `runner_group_name` filters on. */
            group_name: string;
            /** @description The runner's labels, sorted; what `runner_labels` filters on. */
            labels: string[];
            /** @enum {string} */
            os: "linux" | "macos" | "windows";
            /**
             * @description Whether the runner is connected and takes jobs now.
             * @enum {string}
             */
            status: "online" | "offline";
        };
        /** @description listCiRunners' answer (ours). */
        CiRunnersResponse: {
            /** @description Sorted by name. */
            runners: components["schemas"]["CiRunner"][];
            /** @description Every label some runner carries, sorted, each once. */
            labels: string[];
        };
    };
    responses: {
        /** @description Missing, malformed or unknown bearer credential. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["HTTPError"];
            };
        };
        /** @description The credential may not use this operation or this repository (e.g. the CI Application Key on the repository-wide statistic or the activity log). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["HTTPError"];
            };
        };
        /** @description Unknown repository, test, failure or quarantine (`{"detail": "Repository not found"}` and the like). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["HTTPError"];
            };
        };
        /** @description Named by the API document for every operation; the request conflicts with the current state. In practice only createQuarantine produces it (a test name already quarantined). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["HTTPError"];
            };
        };
        /** @description The request body is larger than the 1 MiB (1,048,576 bytes) the service reads. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["HTTPError"];
            };
        };
        /** @description The request target (path and query string) is longer than 32,768 characters. */
        UriTooLong: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["HTTPError"];
            };
        };
        /**
         * @description A path, query or body value breaks its constraints, or mutually exclusive filters are combined;
         *     each item's `loc` names where (`path`, `query` or `body`) and the field.
         */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["HTTPValidationError"];
            };
        };
    };
    parameters: {
        /** @description Owner (organisation or user) of the repository. */
        Owner: string;
        /** @description Repository name. */
        Repository: string;
        /** @description The test's stable identifier (a UUID v5 of its name). */
        TestId: string;
        /** @description The grouped failure's identifier (a UUID v5). */
        FailureId: string;
        /** @description The quarantine record's identifier. */
        QuarantineId: string;
        /** @description The per-test statistic; selects the response shape. */
        TestStat: "success_count" | "failure_count" | "flaky_count" | "mean_duration";
        /** @description The repository-wide statistic. */
        RepositoryStat: "total_tests" | "healthy_tests" | "broken_tests" | "flaky_tests" | "failed_executions";
        /** @description Opaque position, taken from the `Link` header of a previous page. */
        Cursor: string;
        /** @description Items per page, 1..100; default 10. */
        PerPage: number;
        /** @description Items per page, 1..100. Without it the whole list comes in one response (`per_page` null). */
        QuarantinePerPage: number;
        /** @description Window start (ISO 8601 with timezone). Default `end - 1 day`. */
        Start: string;
        /** @description Window end (ISO 8601 with timezone). Default `start + 1 day` when only `start` is given, otherwise now. */
        End: string;
        /** @description Test names to include (repeated; values combine); `*` and `?` globs. Up to 255 values of 1..255 characters. */
        TestName: string[];
        /** @description Test names to exclude (repeated); `*` and `?` globs. Up to 255 values of 1..255 characters. */
        TestNameExclude: string[];
        /** @description Pipeline (workflow) names to include (repeated) Up to 255 values of 1..255 characters. */
        PipelineName: string[];
        /** @description Pipeline (workflow) names to exclude (repeated) Up to 255 values of 1..255 characters. */
        PipelineNameExclude: string[];
        /** @description Job names to include (repeated) Up to 255 values of 1..255 characters. */
        JobName: string[];
        /** @description Job names to exclude (repeated) Up to 255 values of 1..255 characters. */
        JobNameExclude: string[];
        /** @description Health statuses to include (repeated). */
        HealthStatusFilter: components["schemas"]["HealthStatus"][];
        /** @description Health statuses to exclude (repeated). */
        HealthStatusExclude: components["schemas"]["HealthStatus"][];
        /** @description Health confidences to include (repeated). */
        HealthConfidenceFilter: components["schemas"]["HealthConfidence"][];
        /** @description Health confidences to exclude (repeated). */
        HealthConfidenceExclude: components["schemas"]["HealthConfidence"][];
        /** @description Failed-executions impacts to include (repeated). */
        FailedExecutionsImpactFilter: components["schemas"]["FailedExecutionsImpact"][];
        /** @description Failed-executions impacts to exclude (repeated). */
        FailedExecutionsImpactExclude: components["schemas"]["FailedExecutionsImpact"][];
        /** @description Sort field; default `executions_count`. */
        SearchSort: "executions_count" | "test_name" | "pipeline_name" | "job_name" | "health_status" | "health_confidence" | "failed_executions_impact" | "failed_executions_ratio";
        /** @description Sort field; default `executions_count`. */
        ExecutionsSort: "executions_count" | "pipeline_name" | "job_name";
        /** @description Sort direction; default `desc`. */
        Direction: "asc" | "desc";
        /** @description Only quarantines that apply on this branch: the ones made for it and every all-branches quarantine (`branch: null`). Branch names match exactly (case-sensitive). */
        QuarantineBranch: string;
        /** @description Only quarantines of this test (`test_id` of QuarantinedTest). */
        QuarantineTestId: string;
        /** @description Only quarantines from this source. */
        QuarantineSourceFilter: components["schemas"]["QuarantineSource"];
        /** @description Events of these pull request numbers (repeated). Mutually exclusive with `not_pull_request` (422). */
        PullRequestFilter: components["schemas"]["PullRequestNumbers"];
        /** @description Exclude events of these pull request numbers (repeated). Mutually exclusive with `pull_request` (422). */
        NotPullRequest: components["schemas"]["PullRequestNumbers"];
        /** @description Events of pull requests to this base ref. */
        BaseRef: string;
        /**
         * @description Events of batch (draft) pull requests' own lifecycle, by number (repeated): each batch's
         *     `action.queue.checks_start` and `action.queue.checks_end` (which snapshot the draft number) and
         *     its bisection events. With `in_place` true the number is the user's own pull request. Mutually
         *     exclusive with `not_batch_pull` (422).
         */
        BatchPull: components["schemas"]["PullRequestNumbers"];
        /** @description The `batch_pull` event set, negated (repeated). Mutually exclusive with `batch_pull` (422). */
        NotBatchPull: components["schemas"]["PullRequestNumbers"];
        /** @description Event types to select (repeated). Mutually exclusive with `not_event_type` (422). */
        EventTypeFilter: components["schemas"]["EventType"][];
        /** @description Event types to exclude (repeated). Mutually exclusive with `event_type` (422). */
        NotEventType: components["schemas"]["EventType"][];
        /** @description Derived outcomes to include (repeated). Mutually exclusive with `not_outcome` (422). */
        OutcomeFilter: components["schemas"]["EventOutcome"][];
        /** @description Derived outcomes to exclude (repeated). Mutually exclusive with `outcome` (422). */
        NotOutcome: components["schemas"]["EventOutcome"][];
        /** @description Only events whose `trigger` exactly matches one value (repeated). Mutually exclusive with `not_trigger` (422). */
        TriggerFilter: string[];
        /** @description Exclude events whose `trigger` exactly matches any value (repeated). Mutually exclusive with `trigger` (422). */
        NotTrigger: string[];
        /** @description Start of the range on `received_at` (ISO 8601 with timezone); default `received_to - 1 day`. The range may not exceed 93 days (422). */
        ReceivedFrom: string;
        /** @description End of the range on `received_at` (ISO 8601 with timezone); default now. */
        ReceivedTo: string;
        /** @description Only pull requests to these base branches (repeated). Up to 255 values of 1..255 characters. */
        StatsBaseRef: string[];
        /** @description Only these queues (repeated). Up to 255 values of 1..255 characters. */
        StatsQueueName: string[];
        /** @description Only pull requests queued under these priority rules (repeated). Up to 255 values of 1..255 characters. */
        StatsPriorityRuleName: string[];
        /** @description Only pull requests to these base branches (repeated). */
        StatsBaseRefUnbounded: string[];
        /** @description Only these queues (repeated). */
        StatsQueueNameUnbounded: string[];
        /** @description Only pull requests queued under these priority rules (repeated). */
        StatsPriorityRuleNameUnbounded: string[];
        /** @description Window start (ISO 8601 with timezone); default 1 day before `end_at`. After `end_at`, or more than 93 days before it, is a 422. */
        StatsStartAt: string;
        /** @description Window end (ISO 8601 with timezone), included; default now. */
        StatsEndAt: string;
        /** @description The moment the figures are taken at (ISO 8601 with timezone); default now. They cover the 7 days that end there. */
        TimeToMergeAt: string;
        /** @description Only pull requests to this base branch. */
        TimeToMergeBranch: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description RFC 5988 navigation links, e.g. `<https://host/v1/...?cursor=abc&per_page=10>; rel="next"`.
         *     Only `rel="next"` and `rel="prev"` are sent, each only when that page exists; absent on a
         *     single-page result. The URLs carry `cursor` and `per_page`.
         */
        Link: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    searchTests: {
        parameters: {
            query?: {
                /** @description Test names to include (repeated; values combine); `*` and `?` globs. Up to 255 values of 1..255 characters. */
                test_name?: components["parameters"]["TestName"];
                /** @description Test names to exclude (repeated); `*` and `?` globs. Up to 255 values of 1..255 characters. */
                test_name_exclude?: components["parameters"]["TestNameExclude"];
                /** @description Pipeline (workflow) names to include (repeated) Up to 255 values of 1..255 characters. */
                pipeline_name?: components["parameters"]["PipelineName"];
                /** @description Pipeline (workflow) names to exclude (repeated) Up to 255 values of 1..255 characters. */
                pipeline_name_exclude?: components["parameters"]["PipelineNameExclude"];
                /** @description Job names to include (repeated) Up to 255 values of 1..255 characters. */
                job_name?: components["parameters"]["JobName"];
                /** @description Job names to exclude (repeated) Up to 255 values of 1..255 characters. */
                job_name_exclude?: components["parameters"]["JobNameExclude"];
                /** @description Health statuses to include (repeated). */
                health_status?: components["parameters"]["HealthStatusFilter"];
                /** @description Health statuses to exclude (repeated). */
                health_status_exclude?: components["parameters"]["HealthStatusExclude"];
                /** @description Health confidences to include (repeated). */
                health_confidence?: components["parameters"]["HealthConfidenceFilter"];
                /** @description Health confidences to exclude (repeated). */
                health_confidence_exclude?: components["parameters"]["HealthConfidenceExclude"];
                /** @description Failed-executions impacts to include (repeated). */
                failed_executions_impact?: components["parameters"]["FailedExecutionsImpactFilter"];
                /** @description Failed-executions impacts to exclude (repeated). */
                failed_executions_impact_exclude?: components["parameters"]["FailedExecutionsImpactExclude"];
                /** @description Sort field; default `executions_count`. */
                sort?: components["parameters"]["SearchSort"];
                /** @description Sort direction; default `desc`. */
                direction?: components["parameters"]["Direction"];
                /** @description Opaque position, taken from the `Link` header of a previous page. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Items per page, 1..100; default 10. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of matching test identities. */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSearchResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getTestDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
                /** @description The test's stable identifier (a UUID v5 of its name). */
                test_id: components["parameters"]["TestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test's details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetTestDetailsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getTestStat: {
        parameters: {
            query?: {
                /** @description Window start (ISO 8601 with timezone). Default `end - 1 day`. */
                start?: components["parameters"]["Start"];
                /** @description Window end (ISO 8601 with timezone). Default `start + 1 day` when only `start` is given, otherwise now. */
                end?: components["parameters"]["End"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
                /** @description The test's stable identifier (a UUID v5 of its name). */
                test_id: components["parameters"]["TestId"];
                /** @description The per-test statistic; selects the response shape. */
                stat: components["parameters"]["TestStat"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistic over the window. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestCountStatsResponse"] | components["schemas"]["TestDurationStatsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getTestHealthTransitions: {
        parameters: {
            query?: {
                /** @description Window start (ISO 8601 with timezone). Default `end - 1 day`. */
                start?: components["parameters"]["Start"];
                /** @description Window end (ISO 8601 with timezone). Default `start + 1 day` when only `start` is given, otherwise now. */
                end?: components["parameters"]["End"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
                /** @description The test's stable identifier (a UUID v5 of its name). */
                test_id: components["parameters"]["TestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The health transitions over the window. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthTransitionsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listTestFailures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
                /** @description The test's stable identifier (a UUID v5 of its name). */
                test_id: components["parameters"]["TestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The grouped failures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestFailuresResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getTestFailure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
                /** @description The test's stable identifier (a UUID v5 of its name). */
                test_id: components["parameters"]["TestId"];
                /** @description The grouped failure's identifier (a UUID v5). */
                failure_id: components["parameters"]["FailureId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The failure and its latest events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestFailureDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listTestExecutions: {
        parameters: {
            query?: {
                /** @description Sort field; default `executions_count`. */
                sort?: components["parameters"]["ExecutionsSort"];
                /** @description Sort direction; default `desc`. */
                direction?: components["parameters"]["Direction"];
                /** @description Opaque position, taken from the `Link` header of a previous page. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Items per page, 1..100; default 10. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Window start (ISO 8601 with timezone). Default `end - 1 day`. */
                start?: components["parameters"]["Start"];
                /** @description Window end (ISO 8601 with timezone). Default `start + 1 day` when only `start` is given, otherwise now. */
                end?: components["parameters"]["End"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
                /** @description The test's stable identifier (a UUID v5 of its name). */
                test_id: components["parameters"]["TestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of execution identities. */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestExecutionsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getRepositoryTestStat: {
        parameters: {
            query?: {
                /** @description Test names to include (repeated; values combine); `*` and `?` globs. Up to 255 values of 1..255 characters. */
                test_name?: components["parameters"]["TestName"];
                /** @description Test names to exclude (repeated); `*` and `?` globs. Up to 255 values of 1..255 characters. */
                test_name_exclude?: components["parameters"]["TestNameExclude"];
                /** @description Job names to include (repeated) Up to 255 values of 1..255 characters. */
                job_name?: components["parameters"]["JobName"];
                /** @description Job names to exclude (repeated) Up to 255 values of 1..255 characters. */
                job_name_exclude?: components["parameters"]["JobNameExclude"];
                /** @description Pipeline (workflow) names to include (repeated) Up to 255 values of 1..255 characters. */
                pipeline_name?: components["parameters"]["PipelineName"];
                /** @description Pipeline (workflow) names to exclude (repeated) Up to 255 values of 1..255 characters. */
                pipeline_name_exclude?: components["parameters"]["PipelineNameExclude"];
                /** @description Health confidences to include (repeated). */
                health_confidence?: components["parameters"]["HealthConfidenceFilter"];
                /** @description Health confidences to exclude (repeated). */
                health_confidence_exclude?: components["parameters"]["HealthConfidenceExclude"];
                /** @description Failed-executions impacts to include (repeated). */
                failed_executions_impact?: components["parameters"]["FailedExecutionsImpactFilter"];
                /** @description Failed-executions impacts to exclude (repeated). */
                failed_executions_impact_exclude?: components["parameters"]["FailedExecutionsImpactExclude"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
                /** @description The repository-wide statistic. */
                stat: components["parameters"]["RepositoryStat"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistic and its per-day series. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RepositoryTestStatResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listQuarantines: {
        parameters: {
            query?: {
                /** @description Only quarantines that apply on this branch: the ones made for it and every all-branches quarantine (`branch: null`). Branch names match exactly (case-sensitive). */
                branch?: components["parameters"]["QuarantineBranch"];
                /** @description Only quarantines of this test (`test_id` of QuarantinedTest). */
                test_id?: components["parameters"]["QuarantineTestId"];
                /** @description Only quarantines from this source. */
                source?: components["parameters"]["QuarantineSourceFilter"];
                /** @description Opaque position, taken from the `Link` header of a previous page. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Items per page, 1..100. Without it the whole list comes in one response (`per_page` null). */
                per_page?: components["parameters"]["QuarantinePerPage"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quarantines (one page when `per_page` is given, otherwise all). */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuarantineListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createQuarantine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateQuarantineRequest"];
            };
        };
        responses: {
            /** @description Created; the body carries the new quarantine's id. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateQuarantineResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The test name is already quarantined (on any branch or on every branch); `detail` names the existing quarantine: `Test is already quarantined on all branches (quarantine <id>)` or `Test is already quarantined on branch '<branch>' (quarantine <id>)`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HTTPError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    checkQuarantines: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuarantineCheckRequest"];
            };
        };
        responses: {
            /** @description Every distinct name sent, in one of the two lists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuarantineCheckResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getQuarantine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
                /** @description The quarantine record's identifier. */
                quarantine_id: components["parameters"]["QuarantineId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quarantine. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuarantinedTest"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteQuarantine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
                /** @description The quarantine record's identifier. */
                quarantine_id: components["parameters"]["QuarantineId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed (alternative answer with an untyped body, usually `{}`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, unknown>;
                };
            };
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getActivityLog: {
        parameters: {
            query?: {
                /** @description Events of these pull request numbers (repeated). Mutually exclusive with `not_pull_request` (422). */
                pull_request?: components["parameters"]["PullRequestFilter"];
                /** @description Exclude events of these pull request numbers (repeated). Mutually exclusive with `pull_request` (422). */
                not_pull_request?: components["parameters"]["NotPullRequest"];
                /** @description Events of pull requests to this base ref. */
                base_ref?: components["parameters"]["BaseRef"];
                /**
                 * @description Events of batch (draft) pull requests' own lifecycle, by number (repeated): each batch's
                 *     `action.queue.checks_start` and `action.queue.checks_end` (which snapshot the draft number) and
                 *     its bisection events. With `in_place` true the number is the user's own pull request. Mutually
                 *     exclusive with `not_batch_pull` (422).
                 */
                batch_pull?: components["parameters"]["BatchPull"];
                /** @description The `batch_pull` event set, negated (repeated). Mutually exclusive with `batch_pull` (422). */
                not_batch_pull?: components["parameters"]["NotBatchPull"];
                /** @description Event types to select (repeated). Mutually exclusive with `not_event_type` (422). */
                event_type?: components["parameters"]["EventTypeFilter"];
                /** @description Event types to exclude (repeated). Mutually exclusive with `event_type` (422). */
                not_event_type?: components["parameters"]["NotEventType"];
                /** @description Derived outcomes to include (repeated). Mutually exclusive with `not_outcome` (422). */
                outcome?: components["parameters"]["OutcomeFilter"];
                /** @description Derived outcomes to exclude (repeated). Mutually exclusive with `outcome` (422). */
                not_outcome?: components["parameters"]["NotOutcome"];
                /** @description Only events whose `trigger` exactly matches one value (repeated). Mutually exclusive with `not_trigger` (422). */
                trigger?: components["parameters"]["TriggerFilter"];
                /** @description Exclude events whose `trigger` exactly matches any value (repeated). Mutually exclusive with `trigger` (422). */
                not_trigger?: components["parameters"]["NotTrigger"];
                /** @description Start of the range on `received_at` (ISO 8601 with timezone); default `received_to - 1 day`. The range may not exceed 93 days (422). */
                received_from?: components["parameters"]["ReceivedFrom"];
                /** @description End of the range on `received_at` (ISO 8601 with timezone); default now. */
                received_to?: components["parameters"]["ReceivedTo"];
                /** @description Opaque position, taken from the `Link` header of a previous page. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Items per page, 1..100; default 10. */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of events, newest first. */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityLogResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getActivityLogAggregate: {
        parameters: {
            query?: {
                /** @description Events of these pull request numbers (repeated). Mutually exclusive with `not_pull_request` (422). */
                pull_request?: components["parameters"]["PullRequestFilter"];
                /** @description Exclude events of these pull request numbers (repeated). Mutually exclusive with `pull_request` (422). */
                not_pull_request?: components["parameters"]["NotPullRequest"];
                /** @description Events of pull requests to this base ref. */
                base_ref?: components["parameters"]["BaseRef"];
                /**
                 * @description Events of batch (draft) pull requests' own lifecycle, by number (repeated): each batch's
                 *     `action.queue.checks_start` and `action.queue.checks_end` (which snapshot the draft number) and
                 *     its bisection events. With `in_place` true the number is the user's own pull request. Mutually
                 *     exclusive with `not_batch_pull` (422).
                 */
                batch_pull?: components["parameters"]["BatchPull"];
                /** @description The `batch_pull` event set, negated (repeated). Mutually exclusive with `batch_pull` (422). */
                not_batch_pull?: components["parameters"]["NotBatchPull"];
                /** @description Event types to select (repeated). Mutually exclusive with `not_event_type` (422). */
                event_type?: components["parameters"]["EventTypeFilter"];
                /** @description Event types to exclude (repeated). Mutually exclusive with `event_type` (422). */
                not_event_type?: components["parameters"]["NotEventType"];
                /** @description Derived outcomes to include (repeated). Mutually exclusive with `not_outcome` (422). */
                outcome?: components["parameters"]["OutcomeFilter"];
                /** @description Derived outcomes to exclude (repeated). Mutually exclusive with `outcome` (422). */
                not_outcome?: components["parameters"]["NotOutcome"];
                /** @description Only events whose `trigger` exactly matches one value (repeated). Mutually exclusive with `not_trigger` (422). */
                trigger?: components["parameters"]["TriggerFilter"];
                /** @description Exclude events whose `trigger` exactly matches any value (repeated). Mutually exclusive with `trigger` (422). */
                not_trigger?: components["parameters"]["NotTrigger"];
                /** @description Start of the range on `received_at` (ISO 8601 with timezone); default `received_to - 1 day`. The range may not exceed 93 days (422). */
                received_from?: components["parameters"]["ReceivedFrom"];
                /** @description End of the range on `received_at` (ISO 8601 with timezone); default now. */
                received_to?: components["parameters"]["ReceivedTo"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The aggregation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityLogAggregateResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getQueueTimeToMerge: {
        parameters: {
            query?: {
                /** @description The moment the figures are taken at (ISO 8601 with timezone); default now. They cover the 7 days that end there. */
                at?: components["parameters"]["TimeToMergeAt"];
                /** @description Only pull requests to this base branch. */
                branch?: components["parameters"]["TimeToMergeBranch"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The time to merge per partition. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeToMergePerPartition"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getQueueChecksOutcome: {
        parameters: {
            query?: {
                /** @description Only pull requests to these base branches (repeated). Up to 255 values of 1..255 characters. */
                base_ref?: components["parameters"]["StatsBaseRef"];
                /** @description Only these queues (repeated). Up to 255 values of 1..255 characters. */
                queue_name?: components["parameters"]["StatsQueueName"];
                /** @description Only pull requests queued under these priority rules (repeated). Up to 255 values of 1..255 characters. */
                priority_rule_name?: components["parameters"]["StatsPriorityRuleName"];
                /** @description Window start (ISO 8601 with timezone); default 1 day before `end_at`. After `end_at`, or more than 93 days before it, is a 422. */
                start_at?: components["parameters"]["StatsStartAt"];
                /** @description Window end (ISO 8601 with timezone), included; default now. */
                end_at?: components["parameters"]["StatsEndAt"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The outcome counts per group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChecksOutcomeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getQueueChecksOutcomeCount: {
        parameters: {
            query?: {
                /** @description Only pull requests to these base branches (repeated). Up to 255 values of 1..255 characters. */
                base_ref?: components["parameters"]["StatsBaseRef"];
                /** @description Only these queues (repeated). Up to 255 values of 1..255 characters. */
                queue_name?: components["parameters"]["StatsQueueName"];
                /** @description Only pull requests queued under these priority rules (repeated). Up to 255 values of 1..255 characters. */
                priority_rule_name?: components["parameters"]["StatsPriorityRuleName"];
                /** @description Window start (ISO 8601 with timezone); default 1 day before `end_at`. After `end_at`, or more than 93 days before it, is a 422. */
                start_at?: components["parameters"]["StatsStartAt"];
                /** @description Window end (ISO 8601 with timezone), included; default now. */
                end_at?: components["parameters"]["StatsEndAt"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The outcome counts per group and interval. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChecksOutcomeByIntervalResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getQueueEnteredCount: {
        parameters: {
            query?: {
                /** @description Only pull requests to these base branches (repeated). Up to 255 values of 1..255 characters. */
                base_ref?: components["parameters"]["StatsBaseRef"];
                /** @description Only these queues (repeated). Up to 255 values of 1..255 characters. */
                queue_name?: components["parameters"]["StatsQueueName"];
                /** @description Only pull requests queued under these priority rules (repeated). Up to 255 values of 1..255 characters. */
                priority_rule_name?: components["parameters"]["StatsPriorityRuleName"];
                /** @description Window start (ISO 8601 with timezone); default 1 day before `end_at`. After `end_at`, or more than 93 days before it, is a 422. */
                start_at?: components["parameters"]["StatsStartAt"];
                /** @description Window end (ISO 8601 with timezone), included; default now. */
                end_at?: components["parameters"]["StatsEndAt"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries per group and interval. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnteredCountResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getQueueMergedCount: {
        parameters: {
            query?: {
                /** @description Only pull requests to these base branches (repeated). Up to 255 values of 1..255 characters. */
                base_ref?: components["parameters"]["StatsBaseRef"];
                /** @description Only these queues (repeated). Up to 255 values of 1..255 characters. */
                queue_name?: components["parameters"]["StatsQueueName"];
                /** @description Only pull requests queued under these priority rules (repeated). Up to 255 values of 1..255 characters. */
                priority_rule_name?: components["parameters"]["StatsPriorityRuleName"];
                /** @description Window start (ISO 8601 with timezone); default 1 day before `end_at`. After `end_at`, or more than 93 days before it, is a 422. */
                start_at?: components["parameters"]["StatsStartAt"];
                /** @description Window end (ISO 8601 with timezone), included; default now. */
                end_at?: components["parameters"]["StatsEndAt"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The merges per group and interval. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MergedCountResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getQueueAverageCiRuntime: {
        parameters: {
            query?: {
                /** @description Only pull requests to these base branches (repeated). Up to 255 values of 1..255 characters. */
                base_ref?: components["parameters"]["StatsBaseRef"];
                /** @description Only these queues (repeated). Up to 255 values of 1..255 characters. */
                queue_name?: components["parameters"]["StatsQueueName"];
                /** @description Only pull requests queued under these priority rules (repeated). Up to 255 values of 1..255 characters. */
                priority_rule_name?: components["parameters"]["StatsPriorityRuleName"];
                /** @description Window start (ISO 8601 with timezone); default 1 day before `end_at`. After `end_at`, or more than 93 days before it, is a 422. */
                start_at?: components["parameters"]["StatsStartAt"];
                /** @description Window end (ISO 8601 with timezone), included; default now. */
                end_at?: components["parameters"]["StatsEndAt"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CI runtime per group and interval. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CIAverageRuntimeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getQueueIdleTime: {
        parameters: {
            query?: {
                /** @description Only pull requests to these base branches (repeated). Up to 255 values of 1..255 characters. */
                base_ref?: components["parameters"]["StatsBaseRef"];
                /** @description Only these queues (repeated). Up to 255 values of 1..255 characters. */
                queue_name?: components["parameters"]["StatsQueueName"];
                /** @description Only pull requests queued under these priority rules (repeated). Up to 255 values of 1..255 characters. */
                priority_rule_name?: components["parameters"]["StatsPriorityRuleName"];
                /** @description Window start (ISO 8601 with timezone); default 1 day before `end_at`. After `end_at`, or more than 93 days before it, is a 422. */
                start_at?: components["parameters"]["StatsStartAt"];
                /** @description Window end (ISO 8601 with timezone), included; default now. */
                end_at?: components["parameters"]["StatsEndAt"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The idle time per group and interval. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AverageIdleQueueTimeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getQueueTotalTime: {
        parameters: {
            query?: {
                /** @description Only pull requests to these base branches (repeated). Up to 255 values of 1..255 characters. */
                base_ref?: components["parameters"]["StatsBaseRef"];
                /** @description Only these queues (repeated). Up to 255 values of 1..255 characters. */
                queue_name?: components["parameters"]["StatsQueueName"];
                /** @description Only pull requests queued under these priority rules (repeated). Up to 255 values of 1..255 characters. */
                priority_rule_name?: components["parameters"]["StatsPriorityRuleName"];
                /** @description Window start (ISO 8601 with timezone); default 1 day before `end_at`. After `end_at`, or more than 93 days before it, is a 422. */
                start_at?: components["parameters"]["StatsStartAt"];
                /** @description Window end (ISO 8601 with timezone), included; default now. */
                end_at?: components["parameters"]["StatsEndAt"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The time in queue per group and interval. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueAverageTimeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getQueueSize: {
        parameters: {
            query?: {
                /** @description Only pull requests to these base branches (repeated). Up to 255 values of 1..255 characters. */
                base_ref?: components["parameters"]["StatsBaseRef"];
                /** @description Only these queues (repeated). Up to 255 values of 1..255 characters. */
                queue_name?: components["parameters"]["StatsQueueName"];
                /** @description Only pull requests queued under these priority rules (repeated). Up to 255 values of 1..255 characters. */
                priority_rule_name?: components["parameters"]["StatsPriorityRuleName"];
                /** @description Window start (ISO 8601 with timezone); default 1 day before `end_at`. After `end_at`, or more than 93 days before it, is a 422. */
                start_at?: components["parameters"]["StatsStartAt"];
                /** @description Window end (ISO 8601 with timezone), included; default now. */
                end_at?: components["parameters"]["StatsEndAt"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queue size per group and interval. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueSizeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getQueueRunningSpeculativeChecks: {
        parameters: {
            query?: {
                /** @description Only pull requests to these base branches (repeated). */
                base_ref?: components["parameters"]["StatsBaseRefUnbounded"];
                /** @description Only these queues (repeated). */
                queue_name?: components["parameters"]["StatsQueueNameUnbounded"];
                /** @description Window start (ISO 8601 with timezone); default 1 day before `end_at`. After `end_at`, or more than 93 days before it, is a 422. */
                start_at?: components["parameters"]["StatsStartAt"];
                /** @description Window end (ISO 8601 with timezone), included; default now. */
                end_at?: components["parameters"]["StatsEndAt"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The running checks per group and interval. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunningChecksResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getQueueBatchSize: {
        parameters: {
            query?: {
                /** @description Only pull requests to these base branches (repeated). */
                base_ref?: components["parameters"]["StatsBaseRefUnbounded"];
                /** @description Only these queues (repeated). */
                queue_name?: components["parameters"]["StatsQueueNameUnbounded"];
                /** @description Only pull requests queued under these priority rules (repeated). */
                priority_rule_name?: components["parameters"]["StatsPriorityRuleNameUnbounded"];
                /** @description Window start (ISO 8601 with timezone); default 1 day before `end_at`. After `end_at`, or more than 93 days before it, is a 422. */
                start_at?: components["parameters"]["StatsStartAt"];
                /** @description Window end (ISO 8601 with timezone), included; default now. */
                end_at?: components["parameters"]["StatsEndAt"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch size per group and interval. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchSizeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getQueueBatchBisection: {
        parameters: {
            query?: {
                /** @description Only pull requests to these base branches (repeated). */
                base_ref?: components["parameters"]["StatsBaseRefUnbounded"];
                /** @description Only these queues (repeated). */
                queue_name?: components["parameters"]["StatsQueueNameUnbounded"];
                /** @description Only pull requests queued under these priority rules (repeated). */
                priority_rule_name?: components["parameters"]["StatsPriorityRuleNameUnbounded"];
                /** @description Window start (ISO 8601 with timezone); default 1 day before `end_at`. After `end_at`, or more than 93 days before it, is a 422. */
                start_at?: components["parameters"]["StatsStartAt"];
                /** @description Window end (ISO 8601 with timezone), included; default now. */
                end_at?: components["parameters"]["StatsEndAt"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bisections per group and interval. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BisectionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getQueueBranches: {
        parameters: {
            query?: {
                /** @description Window start (ISO 8601 with timezone); default 1 day before `end_at`. After `end_at`, or more than 93 days before it, is a 422. */
                start_at?: components["parameters"]["StatsStartAt"];
                /** @description Window end (ISO 8601 with timezone), included; default now. */
                end_at?: components["parameters"]["StatsEndAt"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The base branches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BaseRefsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getQueueChecksRetries: {
        parameters: {
            query?: {
                /** @description Only pull requests to these base branches (repeated). Up to 255 values of 1..255 characters. */
                base_ref?: components["parameters"]["StatsBaseRef"];
                /** @description Only these queues (repeated). Up to 255 values of 1..255 characters. */
                queue_name?: components["parameters"]["StatsQueueName"];
                /** @description Only pull requests queued under these priority rules (repeated). Up to 255 values of 1..255 characters. */
                priority_rule_name?: components["parameters"]["StatsPriorityRuleName"];
                /** @description Window start (ISO 8601 with timezone); default 1 day before `end_at`. After `end_at`, or more than 93 days before it, is a 422. */
                start_at?: components["parameters"]["StatsStartAt"];
                /** @description Window end (ISO 8601 with timezone), included; default now. */
                end_at?: components["parameters"]["StatsEndAt"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The retries per group and interval. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChecksRetriesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getQueueFailureRate: {
        parameters: {
            query?: {
                /** @description Only pull requests to these base branches (repeated). Up to 255 values of 1..255 characters. */
                base_ref?: components["parameters"]["StatsBaseRef"];
                /** @description Only these queues (repeated). Up to 255 values of 1..255 characters. */
                queue_name?: components["parameters"]["StatsQueueName"];
                /** @description Only pull requests queued under these priority rules (repeated). Up to 255 values of 1..255 characters. */
                priority_rule_name?: components["parameters"]["StatsPriorityRuleName"];
                /** @description Window start (ISO 8601 with timezone); default 1 day before `end_at`. After `end_at`, or more than 93 days before it, is a 422. */
                start_at?: components["parameters"]["StatsStartAt"];
                /** @description Window end (ISO 8601 with timezone), included; default now. */
                end_at?: components["parameters"]["StatsEndAt"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The failure rate per group and interval. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FailureRateResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getQueueSkipIntermediateResults: {
        parameters: {
            query?: {
                /** @description Only pull requests to these base branches (repeated). Up to 255 values of 1..255 characters. */
                base_ref?: components["parameters"]["StatsBaseRef"];
                /** @description Only these queues (repeated). Up to 255 values of 1..255 characters. */
                queue_name?: components["parameters"]["StatsQueueName"];
                /** @description Only pull requests queued under these priority rules (repeated). Up to 255 values of 1..255 characters. */
                priority_rule_name?: components["parameters"]["StatsPriorityRuleName"];
                /** @description Window start (ISO 8601 with timezone); default 1 day before `end_at`. After `end_at`, or more than 93 days before it, is a 422. */
                start_at?: components["parameters"]["StatsStartAt"];
                /** @description Window end (ISO 8601 with timezone), included; default now. */
                end_at?: components["parameters"]["StatsEndAt"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batches saved per group and interval. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SkipIntermediateResultsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getQueueExitReasons: {
        parameters: {
            query?: {
                /** @description Only pull requests to these base branches (repeated). Up to 255 values of 1..255 characters. */
                base_ref?: components["parameters"]["StatsBaseRef"];
                /** @description Only these queues (repeated). Up to 255 values of 1..255 characters. */
                queue_name?: components["parameters"]["StatsQueueName"];
                /** @description Only pull requests queued under these priority rules (repeated). Up to 255 values of 1..255 characters. */
                priority_rule_name?: components["parameters"]["StatsPriorityRuleName"];
                /** @description Window start (ISO 8601 with timezone); default 1 day before `end_at`. After `end_at`, or more than 93 days before it, is a 422. */
                start_at?: components["parameters"]["StatsStartAt"];
                /** @description Window end (ISO 8601 with timezone), included; default now. */
                end_at?: components["parameters"]["StatsEndAt"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exits per group, interval and reason. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrExitReasonResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getQueueNames: {
        parameters: {
            query?: {
                /** @description Window start (ISO 8601 with timezone); default 1 day before `end_at`. After `end_at`, or more than 93 days before it, is a 422. */
                start_at?: components["parameters"]["StatsStartAt"];
                /** @description Window end (ISO 8601 with timezone), included; default now. */
                end_at?: components["parameters"]["StatsEndAt"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description Repository name. */
                repository: components["parameters"]["Repository"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queue names. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueNamesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getCiRunnerStat: {
        parameters: {
            query?: {
                /** @description Runner names to include (repeated; exact names). Up to 255 values of 1..255 characters. */
                runner_name?: string[];
                /** @description Runner names to leave out (repeated; exact names). Up to 255 values of 1..255 characters. */
                runner_name_exclude?: string[];
                /** @description Runner groups to include (repeated; exact names). Up to 255 values of 1..255 characters. */
                runner_group_name?: string[];
                /** @description Runner groups to leave out (repeated; exact names). Up to 255 values of 1..255 characters. */
                runner_group_name_exclude?: string[];
                /** @description Labels the runner must all carry (repeated; exact labels). Up to 255 values of 1..255 characters. */
                runner_labels?: string[];
                /** @description Window start (ISO 8601 with timezone). Default `end - 1 day`. */
                start?: components["parameters"]["Start"];
                /** @description Window end (ISO 8601 with timezone). Default `start + 1 day` when only `start` is given, otherwise now. */
                end?: components["parameters"]["End"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description The figure; selects the response shape (durations and counts are integers, rates numbers). */
                stat: "success_rate" | "active_runners" | "active_jobs" | "utilization_rate" | "avg_duration" | "jobs_per_hour" | "avg_jobs_per_hour" | "min_duration" | "median_duration" | "p95_duration" | "p99_duration" | "max_duration";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figure over the window and per bucket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunnerDurationStatsResponse"] | components["schemas"]["RunnerRateStatsResponse"] | components["schemas"]["RunnerCountStatsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getCiJobQueueStat: {
        parameters: {
            query?: {
                /** @description Labels the job must all have asked for (repeated; exact labels). Up to 255 values of 1..255 characters. */
                labels?: string[];
                /** @description Window start (ISO 8601 with timezone). Default `end - 1 day`. */
                start?: components["parameters"]["Start"];
                /** @description Window end (ISO 8601 with timezone). Default `start + 1 day` when only `start` is given, otherwise now. */
                end?: components["parameters"]["End"];
            };
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
                /** @description The figure. */
                stat: "total_jobs" | "avg_wait_time" | "min_wait_time" | "median_wait_time" | "p95_wait_time" | "p99_wait_time" | "max_wait_time";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figure over the window and per bucket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueStatsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listCiRunners: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Owner (organisation or user) of the repository. */
                owner: components["parameters"]["Owner"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The runners and the labels in use. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CiRunnersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["ValidationFailed"];
        };
    };
}
