import { pageIntro } from '@/lib/page-intros';
import { Paper, Stack } from '@mantine/core';
import columns from '@/components/layout/columns.module.css';
import { PageHeader } from '@/components/layout/page-header';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import type { RepositoryRef } from '@/lib/app-config';
import { hasQuestion, subjectOf, type MyChangeSearch } from '../lib/my-change-search';
import { ChangeForm } from './change-form';
import { PullRequestActivity } from './pull-request-activity';
import { QueueCheckFailures } from './queue-check-failures';
import { VerdictLists } from './verdict-lists';

/** "My pull request is red: is it me?" The question in a form, its failed queue checks, the answers per test, the change's own events. */
export function MyChangePage({
  repository,
  search,
  onAsk,
}: {
  repository: RepositoryRef;
  search: MyChangeSearch;
  onAsk: (question: MyChangeSearch) => void;
}) {
  const subject = subjectOf(search);
  return (
    <Stack gap="md">
      <PageHeader {...pageIntro('my-change', repository)} />
      <Paper withBorder radius="md" p="md">
        {/* Keyed by the question, so Back and shared links refill the form. */}
        <ChangeForm key={JSON.stringify(search)} initial={search} onSubmit={onAsk} />
      </Paper>
      {hasQuestion(search) ? (
        <div className={subject.kind === 'pull' ? columns.aside : undefined}>
          <div>
            <Stack gap="lg">
              {subject.kind === 'pull' ? (
                <QueryBoundary errorTitle={`Could not load the queue checks of #${subject.number}`}>
                  <QueueCheckFailures repository={repository} number={subject.number} />
                </QueryBoundary>
              ) : null}
              <VerdictLists repository={repository} subject={subject} tests={search.tests} />
            </Stack>
          </div>
          {subject.kind === 'pull' ? (
            <div>
              <QueryBoundary errorTitle={`Could not load the events of #${subject.number}`}>
                <PullRequestActivity repository={repository} number={subject.number} />
              </QueryBoundary>
            </div>
          ) : null}
        </div>
      ) : null}
    </Stack>
  );
}
