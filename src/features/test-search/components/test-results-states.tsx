import { Button, EmptyState } from '@mantine/core';
import { isStaleCursorError } from '@/api/api-error';
import { ErrorState } from '@/components/feedback/error-state';
import { StalePageLinkNotice } from '@/components/feedback/stale-page-link-notice';
import { containsPattern } from '../lib/name-patterns';

export function ResultsError({ error, onRetry, onFirstPage }: { error: unknown; onRetry: () => void; onFirstPage: (() => void) | null }) {
  if (onFirstPage && isStaleCursorError(error)) return <StalePageLinkNotice view="search" onFirstPage={onFirstPage} />;
  return <ErrorState error={error} onRetry={onRetry} />;
}

/** Nothing matched: say what to change, and offer it (clear the filters; search names containing a word typed without wildcards). */
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
    return <EmptyState title="No tests yet" description="No test has run on the default branch of this repository in the last 30 days." />;
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
