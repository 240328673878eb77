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

type QuestionProps = { repository: RepositoryRef; subject: ChangeSubject; tests: readonly string[] };

export function VerdictLists({ repository, subject, tests }: QuestionProps) {
  // Best effort: the activity log is closed to CI keys, and the verdicts do not wait for it.
  const events = useQuery({
    ...myChangeQueries.pullRequestEvents(useApiClient(), repository, subject.kind === 'pull' ? subject.number : 0),
    enabled: subject.kind === 'pull',
  });
  const cards = { repository, subject, baseBranch: events.data ? baseBranchOf(events.data.events) : null };
  return (
    <Stack gap="lg">
      {subject.kind === 'none' ? null : (
        <Section
          title={`Tests ${subjectLabel(subject)} is named in`}
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
          <NamedTests {...cards} skip={tests} />
        </Section>
      )}
      {tests.length === 0 ? null : (
        <Section title="Tests you pasted" errorTitle="Could not look the pasted tests up" pending={<VerdictCardSkeleton />}>
          <PastedTests {...cards} names={tests} />
        </Section>
      )}
      <TestsOnScreenFailures repository={repository} subject={subject} tests={tests} />
    </Stack>
  );
}

function Section({ title, errorTitle, pending, children }: { title: string; errorTitle: string; pending: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <QueryBoundary errorTitle={errorTitle} pending={pending}>
        {children}
      </QueryBoundary>
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

type CardProps = { repository: RepositoryRef; subject: ChangeSubject; baseBranch: string | null };

function NamedTests({ skip, ...cards }: CardProps & { skip: readonly string[] }) {
  const { data } = useSuspenseQuery(myChangeQueries.testsNamedBy(useQueryClient(), useApiClient(), cards.repository, cards.subject));
  const shown = data.tests.filter((test) => !skip.includes(test.testName));
  if (data.tests.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        None of the {data.scanned} flaky, broken or quarantined tests has {subjectLabel(cards.subject)} in its health history or as its
        first failure{data.truncated ? ' (only the first 1,000 of them were read)' : ''}.
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
        <VerdictCard key={test.testId} {...cards} testId={test.testId} />
      ))}
    </Stack>
  );
}

function PastedTests({ names, ...cards }: CardProps & { names: readonly string[] }) {
  const lookup = testQueries.byName(useApiClient(), cards.repository, names);
  // None can be looked up (each longer than the API takes): nothing to ask.
  const [found] = useSuspenseQueries({ queries: [lookup].filter((query) => query.enabled) });
  return (
    <Stack gap="sm">
      {names.map((name) => {
        const testId = found?.data[name];
        return testId === undefined ? <UnknownTestCard key={name} name={name} /> : <VerdictCard key={name} {...cards} testId={testId} />;
      })}
    </Stack>
  );
}

function VerdictCard(props: CardProps & { testId: string }) {
  return (
    <QueryBoundary errorTitle="Could not load this test" pending={<VerdictCardSkeleton />}>
      <TestVerdictCard {...props} />
    </QueryBoundary>
  );
}
