import { Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient, useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { testQueries } from '@/queries/tests';
import { myChangeQueries, type NamedTest } from '../api/my-change-queries';
import type { ChangeSubject } from '../lib/change-verdict';
import { baseBranchOf } from '../lib/pull-request-events';
import { SharedFailures } from './shared-failures';
import { TestVerdictCard, UnknownTestCard, VerdictCardSkeleton } from './test-verdict-card';

const subjectLabel = (subject: ChangeSubject) =>
  subject.kind === 'pull' ? `#${subject.number}` : subject.kind === 'commit' ? `commit ${subject.sha.slice(0, 7)}` : 'your change';

function useBaseBranch(repository: RepositoryRef, subject: ChangeSubject): string | null {
  // Best effort: the activity log is closed to CI keys, and the verdicts do not wait for it.
  const events = useQuery({
    ...myChangeQueries.pullRequestEvents(useApiClient(), repository, subject.kind === 'pull' ? subject.number : 0),
    enabled: subject.kind === 'pull',
  });
  return events.data ? baseBranchOf(events.data.events) : null;
}

type QuestionProps = { repository: RepositoryRef; subject: ChangeSubject; tests: readonly string[] };

/** The answers: the tests the change is named in (for a pull request or commit), then the pasted ones. */
export function VerdictLists({ repository, subject, tests }: QuestionProps) {
  const baseBranch = useBaseBranch(repository, subject);
  return (
    <Stack gap="lg">
      {subject.kind === 'none' ? null : (
        <Stack gap="sm" component="section" aria-label={`Tests ${subjectLabel(subject)} is named in`}>
          <Title order={2} size="h4">
            Tests {subjectLabel(subject)} is named in
          </Title>
          <QueryBoundary
            errorTitle={`Could not look for the tests ${subjectLabel(subject)} is named in`}
            pending={
              <Stack gap="xs" role="status" aria-label="Looking for the tests">
                <Text size="sm" c="dimmed">
                  Reading the health history of every flaky, broken or quarantined test…
                </Text>
                <VerdictCardSkeleton />
              </Stack>
            }
          >
            <NamedTests repository={repository} subject={subject} baseBranch={baseBranch} skip={tests} />
          </QueryBoundary>
        </Stack>
      )}
      {tests.length === 0 ? null : (
        <Stack gap="sm" component="section" aria-label="Tests you pasted">
          <Title order={2} size="h4">
            Tests you pasted
          </Title>
          <QueryBoundary errorTitle="Could not look the pasted tests up" pending={<VerdictCardSkeleton />}>
            <PastedTests repository={repository} subject={subject} baseBranch={baseBranch} names={tests} />
          </QueryBoundary>
        </Stack>
      )}
      <TestsOnScreenFailures repository={repository} subject={subject} tests={tests} />
    </Stack>
  );
}

/** Once every test on screen is known (named and pasted), whether several of them fail the same way. */
function TestsOnScreenFailures({ repository, subject, tests }: QuestionProps) {
  const api = useApiClient();
  const named = useQuery({ ...myChangeQueries.testsNamedBy(useQueryClient(), api, repository, subject), enabled: subject.kind !== 'none' });
  const pasted = useQuery(testQueries.byName(api, repository, tests));
  if ((subject.kind !== 'none' && !named.data) || (pasted.isEnabled && !pasted.data)) return null;
  const onScreen = new Map<string, NamedTest>();
  for (const test of named.data?.tests ?? []) onScreen.set(test.testId, test);
  for (const [testName, testId] of Object.entries(pasted.data ?? {})) onScreen.set(testId, { testId, testName });
  if (onScreen.size < 2) return null;
  return <SharedFailures repository={repository} tests={[...onScreen.values()]} />;
}

type ListProps = { repository: RepositoryRef; subject: ChangeSubject; baseBranch: string | null };

function NamedTests({ repository, subject, baseBranch, skip }: ListProps & { skip: readonly string[] }) {
  const { data } = useSuspenseQuery(myChangeQueries.testsNamedBy(useQueryClient(), useApiClient(), repository, subject));
  const shown = data.tests.filter((test) => !skip.includes(test.testName));
  if (data.tests.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        None of the {data.scanned} flaky, broken or quarantined tests has {subjectLabel(subject)} in its health history or as its first
        failure{data.truncated ? ' (only the first 1,000 of them were read)' : ''}.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {data.tests.length === 1 ? '1 test' : `${data.tests.length} tests`} of {data.scanned} flaky, broken or quarantined
        {shown.length < data.tests.length ? ' (the pasted ones among them are below)' : ''}.
      </Text>
      {shown.map((test) => (
        <CardBoundary key={test.testId}>
          <TestVerdictCard repository={repository} testId={test.testId} subject={subject} baseBranch={baseBranch} />
        </CardBoundary>
      ))}
    </Stack>
  );
}

function PastedTests({ repository, subject, baseBranch, names }: ListProps & { names: readonly string[] }) {
  const api = useApiClient();
  const lookup = testQueries.byName(api, repository, names);
  // None can be looked up (each longer than the API takes): nothing to ask.
  const [found] = useSuspenseQueries({ queries: [lookup].filter((query) => query.enabled) });
  return (
    <Stack gap="sm">
      {names.map((name) => {
        const testId = found?.data[name];
        if (testId === undefined) return <UnknownTestCard key={name} name={name} />;
        return (
          <CardBoundary key={name}>
            <TestVerdictCard repository={repository} testId={testId} subject={subject} baseBranch={baseBranch} />
          </CardBoundary>
        );
      })}
    </Stack>
  );
}

function CardBoundary({ children }: { children: ReactNode }) {
  return (
    <QueryBoundary errorTitle="Could not load this test" pending={<VerdictCardSkeleton />}>
      {children}
    </QueryBoundary>
  );
}
