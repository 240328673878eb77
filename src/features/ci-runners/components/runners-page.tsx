import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { PageHeader } from '@/components/layout/page-header';
import { WindowToolbar } from '@/components/time-range/window-toolbar';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { pageIntro } from '@/lib/page-intros';
import { ciRunnerQueries } from '@/queries/ci-runners';
import { useRunnersAnswers } from '../api/use-runners-answers';
import { RUNNERS_RANGE_LIMIT, type RunnersSearchPatch, type RunnersView } from '../lib/runners-search';
import { windowNames } from '../lib/figure-words';
import { utcWindowText } from '@/domain/periods/period-comparison';
import { isCustomWindow, resolveWindow } from '@/domain/periods/time-window';
import { toIsoSeconds } from '@/lib/format';
import { FleetOverTime } from './fleet-over-time';
import { FleetTable } from './fleet-table';
import { JobWaitTable } from './job-wait-table';
import { QueueOverTime } from './queue-over-time';
import { RunnerTrend } from './runner-trend';
import { RunnersSummary } from './runners-summary';

type ViewProps = { owner: string; search: RunnersView };
type ChangeProps = { search: RunnersView; onChange: (patch: RunnersSearchPatch) => void };

/** The CI runners page: the window, the summary, the chosen runner's trend, the fleet and the job waits, each with its trends. */
export function RunnersPage({ repository, search, onChange }: { repository: RepositoryRef } & ChangeProps) {
  const { selection } = search;
  const custom = isCustomWindow(selection);
  return (
    <Stack gap="lg">
      <PageHeader
        {...pageIntro('runners', repository)}
        actions={
          <Group gap="xs">
            {custom ? <Text size="sm">{`${windowNames(selection).current}: ${utcWindowText(selection)}`}</Text> : null}
            <WindowToolbar
              active={custom ? null : search.range}
              onPreset={(range) => onChange({ range, start: undefined, end: undefined })}
              custom={{
                currentWindow: () => resolveWindow(selection, Date.now()),
                spanLimit: RUNNERS_RANGE_LIMIT,
                position: 'bottom-end',
                active: custom,
                note: 'Inside the 30 days before the current hour that the service keeps',
                onApply: ({ start, end }) => onChange({ start: toIsoSeconds(start), end: toIsoSeconds(end) }),
              }}
            />
          </Group>
        }
      />
      {search.refused ? (
        <Text size="sm" c="dimmed" role="status">
          The window {search.start ?? '…'} → {search.end ?? '…'} is not one the service can answer (its end after its start, within the 30
          days before the current hour it keeps): this is the {windowNames(selection).current.toLowerCase()}.
        </Text>
      ) : null}
      {/* One error for both parts (they read the same answers), dropped when the window changes. */}
      <QueryBoundary resetKeys={[search.windowKey]} errorTitle="Could not load the CI runners">
        <Stack gap="lg">
          <RunnersSummary owner={repository.owner} search={search} />
          <QueryBoundary pending={null}>
            <RunnersOverview owner={repository.owner} search={search} onChange={onChange} />
          </QueryBoundary>
        </Stack>
      </QueryBoundary>
    </Stack>
  );
}

/** Below the summary: the chosen runner's trend, the fleet and the waits by label. */
function RunnersOverview({ owner, search, onChange }: ViewProps & ChangeProps) {
  const listing = useSuspenseQuery(ciRunnerQueries.listing(useApiClient(), owner)).data;
  return (
    <Stack gap="lg">
      {search.runner === undefined ? null : (
        // Its own boundary: a runner named in a hand-edited link that the service refuses fails alone.
        <QueryBoundary
          key={search.runner}
          pendingLabel={`Loading the trend of ${search.runner}…`}
          errorTitle={`Could not load the trend of ${search.runner}`}
        >
          <RunnerTrend owner={owner} runner={search.runner} selection={search.selection} onClose={() => onChange({ runner: undefined })} />
        </QueryBoundary>
      )}
      {/* The vendor's service has the runner figures but no list of runners. */}
      {listing.available ? null : (
        <Alert color="blue" variant="light" title="This API does not list its runners" role="status">
          <Stack gap="sm">
            <Text size="sm">
              The runner listing (GET /ci/&#123;owner&#125;/runners) answered {listing.status}: it is ours, not part of the vendor’s API, so
              this deployment has no table of runners. The whole fleet’s figures and the waits of all jobs above come from the vendor’s own
              operations; give a runner’s name or a label to see its figures.
            </Text>
            <NameForm
              label="Runner name"
              action="Show the runner"
              initial={search.runner ?? ''}
              onSubmit={(runner) => onChange({ runner })}
            />
            <NameForm
              label="Runner label"
              action="Show the label’s wait"
              initial={search.label ?? ''}
              onSubmit={(label) => onChange({ label })}
            />
          </Stack>
        </Alert>
      )}
      {/* A new window starts afresh; on entering the page the tables wait with the verdicts above them. */}
      <QueryBoundary key={search.windowKey} pending={null}>
        <FleetAndWaits owner={owner} search={search} />
      </QueryBoundary>
    </Stack>
  );
}

function FleetAndWaits({ owner, search }: ViewProps) {
  const { view, waits, busy } = useRunnersAnswers(owner, search);
  // In page order: the waits (asked first) wait for the runners above them, so nothing drawn moves.
  if (view === undefined || waits === undefined) return null;
  return (
    <Stack gap="lg" aria-busy={busy} style={{ opacity: busy ? 0.6 : 1 }}>
      <FleetTable owner={owner} search={search} fleet={view.fleet} busy={busy} />
      <FleetOverTime trends={view.trends} selection={search.selection} />
      <JobWaitTable owner={owner} search={search} waits={waits} busy={busy} />
      <QueueOverTime waits={waits} selection={search.selection} />
    </Stack>
  );
}

type NameFormProps = { label: string; action: string; initial: string; onSubmit: (value: string) => void };

function NameForm({ label, action, initial, onSubmit }: NameFormProps) {
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed !== '') onSubmit(trimmed);
  };
  return (
    <form onSubmit={submit} aria-label={label}>
      <Group gap="xs" align="flex-end">
        <TextInput size="xs" label={label} value={value} maxLength={255} onChange={(event) => setValue(event.currentTarget.value)} />
        <Button size="xs" type="submit" variant="light">
          {action}
        </Button>
      </Group>
    </form>
  );
}
