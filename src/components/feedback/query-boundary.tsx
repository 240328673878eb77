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
}: {
  children: ReactNode;
  /** `false`: no wait of its own, an enclosing boundary waits for it (sections drawn at once, each with its own error). */
  pending?: ReactNode | false;
  pendingLabel?: string;
  errorTitle?: string;
  /** null: the usual error state; `retry` is its Retry's. */
  renderError?: (error: unknown, retry: () => void) => ReactNode;
  /** What drops the error shown when it changes (a window, a filter), beside new API settings. */
  resetKeys?: readonly unknown[];
}) {
  // New API settings are a fresh start: the app drops every cached answer and error, and this section its error too.
  const settings = useOptionalApiSettings()?.settings;
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          resetKeys={[settings, ...resetKeys]}
          fallbackRender={({ error, resetErrorBoundary }) =>
            renderError?.(error, resetErrorBoundary) ?? <ErrorState error={error} title={errorTitle} onRetry={resetErrorBoundary} />
          }
        >
          {pending === false ? children : <Suspense fallback={pending ?? <RoutePending label={pendingLabel} />}>{children}</Suspense>}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
