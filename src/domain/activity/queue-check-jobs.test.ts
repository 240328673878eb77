import { describe, expect, it } from 'vitest';
import { checkJobOf, checkMatchingRule, jobRunsCheck, unsuccessfulChecksOf } from './queue-check-jobs';

describe('checkJobOf', () => {
  it('reads the pipeline before the first slash and the job after it', () => {
    expect(checkJobOf('ci/integration-tests')).toEqual({ pipeline: 'ci', job: 'integration-tests' });
    expect(checkJobOf('ci/e2e (chromium)')).toEqual({ pipeline: 'ci', job: 'e2e (chromium)' });
    expect(checkJobOf('security/codeql/extra')).toEqual({ pipeline: 'security', job: 'codeql/extra' });
  });

  it('matches nothing for a check that names no pipeline', () => {
    expect(checkJobOf('build')).toBeNull();
    expect(checkJobOf('/lint')).toBeNull();
    expect(checkJobOf('ci/ ')).toBeNull();
  });
});

describe('jobRunsCheck', () => {
  it('takes the same name and its matrix variants, nothing else', () => {
    expect(jobRunsCheck('integration-tests', 'integration-tests')).toBe(true);
    expect(jobRunsCheck('integration-tests (postgres 16)', 'integration-tests')).toBe(true);
    expect(jobRunsCheck('unit-tests (node 22)', 'unit-tests')).toBe(true);
    expect(jobRunsCheck('integration-tests-slow', 'integration-tests')).toBe(false);
    expect(jobRunsCheck('e2e (chromium)', 'e2e (chromium)')).toBe(true);
    expect(jobRunsCheck('playwright (chromium)', 'e2e (chromium)')).toBe(false);
    expect(jobRunsCheck('integration-tests (postgres 16', 'integration-tests')).toBe(false);
  });

  it('says the rule in words', () => {
    expect(checkMatchingRule({ pipeline: 'ci', job: 'unit-tests' })).toBe('jobs of pipeline ci named unit-tests or unit-tests (…)');
  });
});

describe('unsuccessfulChecksOf', () => {
  it('reads the checks of a checks run and of a leave, skipping entries without a name', () => {
    const checks = [{ name: 'ci/integration-tests', state: 'failure' }, { name: '' }, null, { state: 'failure' }];
    expect(
      unsuccessfulChecksOf({
        type: 'action.queue.checks_end',
        metadata: { speculative_check_pull_request: { unsuccessful_checks: checks } },
      } as never),
    ).toEqual([{ name: 'ci/integration-tests', state: 'failure' }]);
    expect(unsuccessfulChecksOf({ type: 'action.queue.leave', metadata: { unsuccessful_checks: [{ name: 'ci/lint' }] } } as never)).toEqual(
      [{ name: 'ci/lint', state: 'unknown' }],
    );
  });

  it('finds none in other events or in metadata of the wrong shape', () => {
    expect(unsuccessfulChecksOf({ type: 'action.queue.enter', metadata: { unsuccessful_checks: [{ name: 'x' }] } } as never)).toEqual([]);
    expect(unsuccessfulChecksOf({ type: 'action.queue.checks_end', metadata: { speculative_check_pull_request: 'x' } } as never)).toEqual(
      [],
    );
    expect(unsuccessfulChecksOf({ type: 'action.queue.leave', metadata: null } as never)).toEqual([]);
  });
});
