import { Alert, Button, Group, Skeleton, Stack, Text, EmptyState } from '@mantine/core';
import { isApiError } from '@/api/api-error';
import { ErrorState } from '@/components/feedback/error-state';
import { containsPattern } from '../lib/name-patterns';

export function ResultsSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Stack gap="xs" role="status" aria-label="Loading tests">
      <Skeleton height={28} />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={22} />
      ))}
    </Stack>
  );
}

/** A cursor the API refuses (422 naming `cursor`): offer the first page rather than a blind retry. */
function isBadCursor(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 422 &&
    Array.isArray(error.detail) &&
    error.detail.some((issue) => issue.loc.includes('cursor'))
  );
}

export function ResultsError({
  error,
  onRetry,
  onFirstPage,
}: {
  error: unknown;
  onRetry: () => void;
  onFirstPage: (() => void) | null;
}) {
  if (onFirstPage && isBadCursor(error)) {
    return (
      <Alert color="orange" variant="light" role="alert" title="This page link no longer applies">
        <Stack gap="xs">
          <Text size="sm">
            The page position in the address does not fit this search: it may come from other filters, or the link
            was cut short.
          </Text>
          <Group>
            <Button size="xs" variant="white" color="orange" onClick={onFirstPage}>
              Go to the first page
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return <ErrorState error={error} onRetry={onRetry} />;
}

/**
 * Nothing matched: say so, say what to change, and offer the changes (clear the filters; search for
 * names containing a word typed without wildcards, which the API matches exactly).
 */
export function NoResults({
  filtered,
  namePatterns,
  onClearFilters,
  onSearchContaining,
}: {
  filtered: boolean;
  namePatterns: readonly string[];
  onClearFilters: () => void;
  onSearchContaining: (from: string, to: string) => void;
}) {
  const suggestions = namePatterns.flatMap((pattern) => {
    const wider = containsPattern(pattern);
    return wider === null ? [] : [{ from: pattern, to: wider }];
  });
  if (!filtered) {
    return (
      <EmptyState
        title="No tests yet"
        description="No test has run on the default branch of this repository in the last 30 days."
      />
    );
  }
  return (
    <EmptyState
      title="No tests match these filters"
      description={
        suggestions.length > 0
          ? 'A name without * or ? matches only a test with exactly that name. Widen the search below, or clear the filters.'
          : 'Remove a filter in the sidebar, pick another health tab, or clear every filter.'
      }
    >
      <EmptyState.Actions>
        {suggestions.map((suggestion) => (
          <Button key={suggestion.from} variant="light" onClick={() => onSearchContaining(suggestion.from, suggestion.to)}>
            Search names containing “{suggestion.from}”
          </Button>
        ))}
        <Button variant="default" onClick={onClearFilters}>
          Clear all filters
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
