import { Button, Group, Skeleton, Text } from '@mantine/core';
import { Panel } from '@/components/layout/panel';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { SegmentedChoice } from '@/components/inputs/segmented-choice';
import { HealthBadge } from '@/components/health/health-badge';
import { isHealthStatus } from '@/domain/tests/health';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { formatCount } from '@/lib/format';
import { executionQueries, type ExecutionsPageRequest } from '@/queries/executions';
import { MAX_SEARCHABLE_NAME, testQueries } from '@/queries/tests';
import { identityLabel, selectedIdentity, testIdentities } from '../lib/test-identities';
import { useSearchUpdate } from '../lib/search-updates';

// Every identity the API still knows: the retained 30 days, as the tabs' presets cut them.
const RETAINED_EXECUTIONS: ExecutionsPageRequest = { window: { preset: '30d' }, sort: 'executions_count', direction: 'desc', perPage: 100 };

type Props = { repository: RepositoryRef; testId: string; testName: string; pipeline?: string | undefined; job?: string | undefined };

/** The test's identities (pipeline and job), one shown at a time, the choice kept in the URL. */
export function IdentitySwitch(props: Props) {
  // On demand (or when a link names one): the first screen does not wait on a search most visits do not need.
  const [open, setOpen] = useState(props.pipeline !== undefined && props.job !== undefined);
  if (!open) {
    return (
      <Group>
        <Button variant="default" size="xs" onClick={() => setOpen(true)}>
          Show the pipelines and jobs it ran under
        </Button>
      </Group>
    );
  }
  return (
    <QueryBoundary
      errorTitle="Could not load where this test ran"
      pending={<Skeleton role="status" height={64} radius="md" aria-label="Loading the identities" />}
    >
      <IdentityContent {...props} />
    </QueryBoundary>
  );
}

function IdentityContent({ repository, testId, testName, pipeline, job }: Props) {
  const api = useApiClient();
  // Health per identity comes from a search by name (255 characters at most; `*` and `?` glob, so rows are narrowed to this test).
  const [executions, search] = useSuspenseQueries({
    queries: [
      executionQueries.page(api, repository, { testId, request: RETAINED_EXECUTIONS }),
      testQueries.every(api, repository, { name: [testName.slice(0, MAX_SEARCHABLE_NAME)] }),
    ],
  });
  const rows = search.data.read.filter((row) => row.test_id === testId);
  const identities = testIdentities(executions.data.data.executions, rows);
  const updateSearch = useSearchUpdate();
  const selected = selectedIdentity(identities, pipeline, job);
  if (selected === null) {
    return (
      <Text size="sm" c="dimmed">
        No run of this test on the default branch in the last 30 days.
      </Text>
    );
  }
  const health = selected.metrics?.health_status;
  const choose = (key: string) => {
    const identity = identities.find((candidate) => candidate.key === key);
    if (identity) updateSearch({ pipeline: identity.pipeline, job: identity.job });
  };
  return (
    <Panel
      title={identities.length === 1 ? 'Ran under 1 identity' : `Ran under ${identities.length} identities`}
      actions={
        identities.length > 1 ? (
          <SegmentedChoice
            size="xs"
            aria-label="Identity"
            value={selected.key}
            onChange={choose}
            data={identities.map((identity) => ({ value: identity.key, label: identityLabel(identity) }))}
          />
        ) : (
          <Text size="sm" ff="monospace">
            {identityLabel(selected)}
          </Text>
        )
      }
    >
      <Group gap="xs" wrap="wrap" aria-live="polite">
        <Text size="sm">
          Under <code>{identityLabel(selected)}</code>: {formatCount(selected.executions)}{' '}
          {selected.executions === 1 ? 'execution' : 'executions'} in the last 30 days
        </Text>
        {health && isHealthStatus(health) ? (
          <>
            <Text size="sm">· health here</Text>
            <HealthBadge health={health} />
            {selected.metrics?.health_confidence ? <Text size="sm">({selected.metrics.health_confidence} confidence)</Text> : null}
          </>
        ) : null}
      </Group>
    </Panel>
  );
}
