import { Alert, Button, Stack, Text } from '@mantine/core';
import { RANGE_PRESET_LABELS } from '@/domain/periods/time-window';
import type { ApiError } from '@/api/api-error';
import { CredentialNotice } from '@/components/feedback/credential-notice';
import { ErrorState } from '@/components/feedback/error-state';
import { formatTime, type Zone } from '@/lib/format';
import { ACTIVITY_MAX_WINDOW_DAYS, ACTIVITY_RETENTION_DAYS } from '@/queries/activity';
import { MAX_WINDOW_MS, type WindowPreset, type WindowProblem, type WindowSelection } from '../lib/activity-window';
import { useTimeZone } from '../lib/time-zone';
import { widerPreset, windowPhrase } from '../lib/window-labels';
import { EmptyNotice } from '@/components/feedback/empty-notice';

/** The CI Application Key may not read the activity log: say which credential it takes (api-facts.md). */
export function AccessNotice({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  if (error.status === 401) return <ErrorState error={error} onRetry={onRetry} />;
  return (
    <CredentialNotice title="This credential may not read the activity log" error={error} onRetry={onRetry}>
      <Text size="sm">
        The activity log needs an Admin Application Key or a repository-host token (such as a GitHub token); the CI Application Key cannot
        read it. Change the credential in Settings.
      </Text>
    </CredentialNotice>
  );
}

/** A custom window over the API's 93 days, caught before sending: explain and offer its last 93 days (the toolbar's "Back to …" is above). */
export function WindowTooLongNotice({
  problem,
  zone,
  onShorten,
}: {
  problem: WindowProblem;
  zone: Zone;
  onShorten: (window: { start: number; end: number }) => void;
}) {
  const end = Date.parse(problem.end);
  return (
    <Alert color="orange" variant="light" role="alert" title="This time window is too long">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {formatTime(problem.start, 'dateTimeZone', zone)} → {formatTime(problem.end, 'dateTimeZone', zone)} spans {problem.days} days; the
          activity log accepts at most {ACTIVITY_MAX_WINDOW_DAYS} days per request (and keeps events for {ACTIVITY_RETENTION_DAYS} days).
          Nothing was sent.
        </Text>
        <Button size="xs" variant="white" color="orange" onClick={() => onShorten({ start: end - MAX_WINDOW_MS, end })}>
          Show the last {ACTIVITY_MAX_WINDOW_DAYS} days of it
        </Button>
      </Stack>
    </Alert>
  );
}

/** Nothing matched: say what was searched, with the widening one click away. */
export function NoEvents({
  selection,
  filtered,
  onWiden,
  onClearFilters,
}: {
  selection: WindowSelection;
  filtered: boolean;
  onWiden: (preset: WindowPreset) => void;
  onClearFilters: () => void;
}) {
  const wider = widerPreset(selection);
  const widen = wider ? `widen the time window (${RANGE_PRESET_LABELS[wider].toLowerCase()})` : null;
  const advice = [widen, filtered ? 'remove a filter in the sidebar' : null].filter(Boolean).join(', or ');
  return (
    <EmptyNotice
      title={filtered ? 'No events match these filters' : 'No events in this window'}
      description={`Nothing happened in ${windowPhrase(selection, useTimeZone())}${filtered ? ' that matches the filters' : ''}. ${
        advice ? `To see more, ${advice}.` : `Events are kept ${ACTIVITY_RETENTION_DAYS} days.`
      }`}
    >
      {wider ? (
        <Button variant="light" onClick={() => onWiden(wider)}>
          Show {RANGE_PRESET_LABELS[wider].toLowerCase()}
        </Button>
      ) : null}
      {filtered ? (
        <Button variant="default" onClick={onClearFilters}>
          Clear all filters
        </Button>
      ) : null}
    </EmptyNotice>
  );
}
