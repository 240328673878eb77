import { Skeleton, Stack } from '@mantine/core';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Link } from '@tanstack/react-router';
import { isStaleCursorError } from '@/api/api-error';
import { ErrorState } from '@/components/feedback/error-state';
import { StalePageLinkNotice } from '@/components/feedback/stale-page-link-notice';
import type { RepositoryRef } from '@/lib/app-config';
import { executionsRequest } from '../lib/executions-request';
import type { TestDetailSearch } from '../lib/test-detail-search';
import type { WindowSelection } from '@/domain/periods/time-window';
import { ExecutionsTable } from './executions-table';
import { TEST_DETAIL_ROUTE } from '../lib/test-detail-paths';
import { WindowToolbar } from './window-toolbar';

/** The Executions tab: the window, then the table with its own loading and error states (a stale page link among them). */
export function ExecutionsPanel({
  repository,
  testId,
  selection,
  search,
}: {
  repository: RepositoryRef;
  testId: string;
  selection: WindowSelection;
  search: TestDetailSearch;
}) {
  const request = executionsRequest(search, selection);
  return (
    <Stack gap="md">
      <WindowToolbar range={search.range} selection={selection} />
      <QueryErrorResetBoundary>
        {({ reset }) => (
          <ErrorBoundary
            // A new request gets a fresh boundary: an error belongs to the request that failed.
            key={JSON.stringify(request)}
            onReset={reset}
            fallbackRender={({ error, resetErrorBoundary }) =>
              isStaleCursorError(error) ? (
                <StalePageLinkNotice
                  view="list of executions"
                  renderFirstPage={(props) => (
                    <Link
                      {...props}
                      from={TEST_DETAIL_ROUTE}
                      to="."
                      resetScroll={false}
                      search={(previous) => ({ ...previous, cursor: undefined })}
                    />
                  )}
                />
              ) : (
                <ErrorState error={error} title="Could not load the executions" onRetry={resetErrorBoundary} />
              )
            }
          >
            <Suspense
              fallback={
                <Stack gap="xs" role="status" aria-label="Loading executions">
                  {[0, 1, 2].map((key) => (
                    <Skeleton key={key} height={36} />
                  ))}
                </Stack>
              }
            >
              <ExecutionsTable repository={repository} testId={testId} request={request} />
            </Suspense>
          </ErrorBoundary>
        )}
      </QueryErrorResetBoundary>
    </Stack>
  );
}
