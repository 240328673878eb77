import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useOptionalApiSettings } from '@/lib/api-settings-context';
import { ErrorState } from './error-state';
import { RoutePending } from './route-pending';

/** A section with its own pending and error states, so one failed request does not blank the whole page. */
export function QueryBoundary({
  children,
  pending,
  pendingLabel,
  errorTitle,
  renderError,
  resetKeys = [],
  onError,
}: {
  children: ReactNode;
  pending?: ReactNode;
  pendingLabel?: string;
  errorTitle?: string;
  /** null: the usual error state; `retry` is its Retry's. */
  renderError?: (error: unknown, retry: () => void) => ReactNode;
  /** What drops the error shown when it changes (a window, a filter), beside new API settings. */
  resetKeys?: readonly unknown[];
  /** Told when the section shows its error (a page that waits for every section counts it as settled). */
  onError?: () => void;
}) {
  // New API settings are a fresh start: the app drops every cached answer and error, and this section its error too.
  const settings = useOptionalApiSettings()?.settings;
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          onError={onError}
          resetKeys={[settings, ...resetKeys]}
          fallbackRender={({ error, resetErrorBoundary }) =>
            renderError?.(error, resetErrorBoundary) ?? <ErrorState error={error} title={errorTitle} onRetry={resetErrorBoundary} />
          }
        >
          <Suspense fallback={pending === undefined ? <RoutePending label={pendingLabel} /> : pending}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
