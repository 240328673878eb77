import { describe, expect, it } from 'vitest';
import { failureEvents, groupFailures } from './failure-groups';
import { normalizeFailureMessage, renderFailureMessage } from './failure-text';
import { runs, at } from '../../tests/mock-kit/runs';
import type { Commit, TestDefinition } from './test-run-store';

function testWith(kinds: TestDefinition['failureKinds']): TestDefinition {
  const test: TestDefinition = {
    index: 0,
    testId: '6f1c2b1e-2f43-4a8e-9d6b-5b7a0c9e4d21',
    testName: 'tests/test_x.py::test_y',
    metadata: { framework: 'pytest', frameworkVersion: '8', language: 'python', filePath: 'tests/test_x.py', functionName: 'test_y' },
    failureKinds: kinds,
    identities: [],
    story: 'flaky',
  };
  test.identities.push({
    index: 0,
    localIndex: 0,
    test,
    pipelineName: 'ci',
    jobName: 'unit',
    runs: [],
    branchRuns: [],
  });
  return test;
}

const timeout = {
  exceptionType: 'TimeoutError',
  messageTemplate: 'Timed out after {0}ms',
  variables: [[5000, 5999]] as const,
  stackTemplate: 'Traceback\n{message}',
};
const assertion = { exceptionType: 'AssertionError', messageTemplate: 'assert 1 == 2', variables: [], stackTemplate: 'E {message}' };
const commits: Commit[] = Array.from({ length: 20 }, (_, index) => ({
  sha: `${index}`.padStart(40, '0'),
  branch: 'main',
  time: at(index),
  pullRequest: null,
}));

describe('normalizeFailureMessage', () => {
  it('masks numbers, hexadecimal ids and UUIDs', () => {
    expect(normalizeFailureMessage('Timed out after 5123ms')).toBe('Timed out after <n>ms');
    expect(normalizeFailureMessage('object 3fa85f64-5717-4562-b3fc-2c963f66afa6 at 0x7f3a9c12')).toBe('object <uuid> at <hex>');
    expect(normalizeFailureMessage('deadbeef1')).toBe('<hex>');
    expect(normalizeFailureMessage('plain words')).toBe('plain words');
  });
});

describe('groupFailures', () => {
  const test = testWith([timeout, assertion]);
  const failures = runs([
    { h: 1, c: 'F', commit: 1, kind: 0 },
    { h: 2, c: 'P', commit: 1, attempt: 2 },
    { h: 3, c: 'F', commit: 2, kind: 1 },
    { h: 4, c: 'F', commit: 3, kind: 0 },
    { h: 5, c: 'F', commit: 4, kind: 0 },
  ]);
  const source = { test, runs: failures, commits, actionsUrl: 'https://github.com/acme/x/actions' };

  it('groups by exception type and normalised message, most recent first, with counts and bounds', () => {
    const groups = groupFailures(source, 0, at(10));
    expect(groups.map((group) => [group.exceptionType, group.failureCount])).toEqual([
      ['TimeoutError', 3],
      ['AssertionError', 1],
    ]);
    expect(groups[0]).toMatchObject({ firstFailureAt: at(1), lastFailureAt: at(5) });
    expect(groups[0]?.exceptionMessage).toMatch(/^Timed out after 5\d{3}ms$/);
    expect(groups[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(groupFailures(source, 0, at(10))[0]?.id).toBe(groups[0]?.id);
  });

  it('leaves failures outside the retention out', () => {
    expect(groupFailures(source, at(4), at(10)).map((group) => group.failureCount)).toEqual([2]);
  });

  it('renders newest events with stack trace, file, language and job URL', () => {
    const [group] = groupFailures(source, 0, at(10));
    if (!group) throw new Error('no group');
    const events = failureEvents(source, group);
    expect(events.map((event) => event.failedAt)).toEqual([at(5), at(4), at(1)]);
    const event = events[0];
    expect(event?.stackTrace).toMatch(/^Traceback\nTimed out after \d+ms$/);
    expect(event?.filePath).toBe('tests/test_x.py');
    expect(event?.language).toBe('python');
    expect(event?.jobUrl).toMatch(/^https:\/\/github\.com\/acme\/x\/actions\/runs\/\d+\/job\/\d+$/);
    expect(new Set(events.map((item) => item.id)).size).toBe(3);
    const identity = test.identities[0];
    if (!identity) throw new Error('no identity');
    expect(renderFailureMessage(timeout, { identity, time: at(5), attempt: 1, commitSha: 'x' })).toBe(group.exceptionMessage);
  });
});
