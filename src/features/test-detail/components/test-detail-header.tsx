import { Code, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { TestDetails } from '@/api/types';
import { PAGE_CLAMP } from '@/components/text/clamp-text';
import { DataText } from '@/components/text/data-text';
import { Timestamp } from '@/components/time/timestamp';
import type { RepositoryRef } from '@/lib/app-config';
import { isAtRetentionEdge, retainedFrom } from '@/domain/tests/episode-times';
import { useApiClient } from '@/lib/api-client-context';
import { QUARANTINE_TEST_ATTRIBUTE } from '@/lib/keyboard-targets';
import { keptHistoryQuery } from '../api/test-detail-prefetch';
import { keptHistorySentence } from '../lib/health-bands';
import { formatRatio } from '@/lib/format';
import { CommitLink, PullRequestLink } from './pull-request-link';
import { HealthBadge, PlainBadge } from '@/components/health/health-badge';
import { equalColumns } from '@/components/layout/equal-columns';
import classes from './test-detail.module.css';
import { FigureCard } from '@/components/layout/figure-card';
import { TestBreadcrumbs } from './test-breadcrumbs';
import '@mantine/core/styles/Code.layer.css';

/** The API does not state the details' window; the service classifies health over the 7 days before the hour. */
const HEALTH_WINDOW = 'last 7 days (the health window)';

/** `badges` go beside the health one (the route adds the quarantine status). */
export function TestDetailHeader({ details, repository, badges }: { details: TestDetails; repository: RepositoryRef; badges?: ReactNode }) {
  const conclusion = CONCLUSIONS[details.last_conclusion] ?? [details.last_conclusion, 'gray'];
  const framework =
    details.test_framework === null ? null : [details.test_framework, details.test_framework_version].filter(Boolean).join(' ');
  // Label, value, how it reads, and the words when there is none.
  const facts: [string, string | null, keyof typeof SHOW_FACT, string?][] = [
    ['Last failure', details.last_failure_at, 'time', 'Never failed'],
    ['Last success', details.last_success_at, 'time', 'Never passed'],
    ['Framework', framework, 'text'],
    ['Language', details.test_programming_language, 'text'],
    ['File', details.test_filepath, 'code'],
    ['Function', details.test_function_name, 'code'],
  ];
  // Whether the first failure is only the first the kept history holds (then it names no cause).
  const [now] = useState(() => Date.now());
  const kept = useQuery({
    ...keptHistoryQuery(useApiClient(), repository, details.test_id),
    enabled: details.first_failure_at !== null,
  });
  const atRetentionEdge =
    kept.data !== undefined && isAtRetentionEdge(details.first_failure_at, { window: kept.data.window, ...kept.data.data }, now);
  const edgeKnown = kept.data !== undefined || kept.isError;
  return (
    // `q` on this page quarantines this test.
    <Stack gap="md" {...{ [QUARANTINE_TEST_ATTRIBUTE]: details.test_name }}>
      <TestBreadcrumbs repository={repository} current={details.test_name} />

      <Group gap="sm" align="center" wrap="wrap">
        <Title order={1} size="h2" className={classes.wrap}>
          <DataText value={details.test_name} breakable clamp={PAGE_CLAMP} />
        </Title>
        <HealthBadge health={details.health_status} size="lg" />
        {badges}
      </Group>

      <div {...equalColumns({ base: 2, sm: 4 }, 'sm')}>
        <FigureCard label="Last conclusion">
          <PlainBadge color={conclusion[1]} outline size="md">
            {conclusion[0]}
          </PlainBadge>
        </FigureCard>
        <FigureCard label="Success ratio" counts={`passed runs ÷ runs, ${HEALTH_WINDOW}`}>
          {formatRatio(details.success_ratio)}
        </FigureCard>
        <FigureCard label="Failure ratio" counts={`failed runs ÷ runs, ${HEALTH_WINDOW}`}>
          {formatRatio(details.failure_ratio)}
        </FigureCard>
        <FigureCard label="Flakiness ratio" counts={`flaky failures ÷ runs, ${HEALTH_WINDOW}`}>
          {formatRatio(details.flakiness_ratio)}
          {details.flaky_detection_enabled ? null : (
            <Text span size="xs" c="dimmed" display="block">
              flaky detection off
            </Text>
          )}
        </FigureCard>
      </div>

      <Paper component="section" aria-label="Test facts" withBorder p="md" radius="md">
        {/* Named groups, not a <dl>: a description list may not hold role=group children (axe's
            definition-list), and each fact is found by its name ("First failure"). */}
        <div className={classes.facts}>
          <FigureCard size="fact" label="First failure">
            {details.first_failure_at === null ? (
              <Text size="sm" c="dimmed">
                Never failed in the retained history
              </Text>
            ) : (
              <Stack gap={2}>
                {atRetentionEdge ? (
                  <>
                    <Text size="sm">{keptHistorySentence(retainedFrom(now))}</Text>
                    <Text size="sm" c="dimmed">
                      First kept failure: <Timestamp value={details.first_failure_at} />
                    </Text>
                  </>
                ) : (
                  <Text size="sm">
                    <Timestamp value={details.first_failure_at} relative />
                  </Text>
                )}
                {details.first_failure_commit === null ? null : (
                  <Text size="sm">
                    Commit <CommitLink repository={repository} sha={details.first_failure_commit} />
                  </Text>
                )}
                {!edgeKnown ? (
                  <Skeleton role="status" height={14} width={200} aria-label="Checking where the kept history starts" />
                ) : atRetentionEdge ? (
                  <Text size="sm" c="dimmed">
                    Began before the kept history: no pull request is named
                  </Text>
                ) : details.first_failure_pull === null ? (
                  <Text size="sm" c="dimmed">
                    Not traced to a merged pull request
                  </Text>
                ) : (
                  <PullRequestLink repository={repository} pull={details.first_failure_pull} />
                )}
              </Stack>
            )}
          </FigureCard>
          {facts.map(([label, value, show, none = 'Not reported']) => (
            <FigureCard key={label} size="fact" label={label}>
              {value === null || value === '' ? (
                <Text size="sm" c="dimmed">
                  {none}
                </Text>
              ) : (
                SHOW_FACT[show](value)
              )}
            </FigureCard>
          ))}
        </div>
      </Paper>
    </Stack>
  );
}

const CONCLUSIONS: Record<string, [label: string, color: string]> = {
  passed: ['Passed', 'teal'],
  failed: ['Failed', 'red'],
  skipped: ['Skipped', 'gray'],
};

const SHOW_FACT = {
  time: (value: string) => (
    <Text size="sm">
      <Timestamp value={value} relative />
    </Text>
  ),
  text: (value: string) => (
    <Text size="sm" className={classes.wrap}>
      <DataText value={value} />
    </Text>
  ),
  code: (value: string) => (
    <Code className={classes.wrap}>
      <DataText value={value} breakable />
    </Code>
  ),
};
