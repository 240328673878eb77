import { Anchor, Badge, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Timestamp } from '@/components/time/timestamp';
import { RANGE_PRESET_LABELS, type RangePreset } from '@/domain/periods/time-window';
import { formatCount, formatDecimal } from '@/lib/format';
import type { FleetView, WaitView } from '../api/fleet-queries';
import { perHourText, rateText, reasonsText, secondsText } from '../lib/figure-words';
import { HEALTH_RULE_WORDS } from '../lib/runner-health';
import { WAIT_RULE_WORDS } from '../lib/label-wait';
import { RunnerHealthBadge } from './runner-health-badge';
import { JOB_WAIT_ID, RUNNER_TREND_ID, RUNNERS_ROUTE } from '../lib/runners-paths';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What needs attention, first: the degraded runners and the labels whose jobs wait, each a link to its
 * trend or its row (one click), with the figure that made the verdict; then the whole fleet's figures.
 * Drawn inside `SummaryFrame`, under the rules, so a verdict can be checked.
 */
export function RunnersSummary({ owner, range, fleet, waits }: { owner: string; range: RangePreset; fleet: FleetView; waits: WaitView }) {
  const degraded = fleet.rows.filter((row) => row.verdict.health === 'degraded');
  const waiting = waits.rows.filter((row) => row.verdict.waiting);
  const figures = fleet.fleet;
  return (
    <>
      <Text size="sm" c="dimmed">
        CI runners of {owner} (every repository), {RANGE_PRESET_LABELS[range].toLowerCase()}: <Timestamp value={fleet.window.start} /> →{' '}
        <Timestamp value={fleet.window.end} />
      </Text>
      {fleet.listing.available ? (
        <Text size="sm" fw={600}>
          {degraded.length > 0 ? <RunnerHealthBadge health="degraded" /> : null}{' '}
          {degraded.length === 0 ? (
            `No runner degraded among ${plural(fleet.rows.length, 'runner', 'runners')}.`
          ) : (
            <>
              {plural(degraded.length, 'runner', 'runners')} degraded:{' '}
              <FlaggedLinks
                hash={RUNNER_TREND_ID}
                items={degraded.map((row) => ({ name: row.name, reason: reasonsText(row), search: { runner: row.name } }))}
              />
            </>
          )}
        </Text>
      ) : null}
      <Text size="sm" fw={600}>
        {waiting.length > 0 ? (
          <Badge variant="light" color="orange" size="sm">
            Jobs wait
          </Badge>
        ) : null}{' '}
        {waiting.length === 0 ? (
          waits.rows.length === 0 ? (
            'No label to judge the waits by.'
          ) : (
            `No label’s jobs wait, among ${plural(waits.rows.length, 'label', 'labels')}.`
          )
        ) : (
          <>
            Jobs wait for {plural(waiting.length, 'label', 'labels')}:{' '}
            <FlaggedLinks
              hash={JOB_WAIT_ID}
              items={waiting.map((row) => ({
                name: row.label,
                reason:
                  `median wait ${secondsText(row.figures.medianWaitSeconds)}` +
                  (row.verdict.times === null
                    ? ''
                    : `, ${formatDecimal(row.verdict.times)} times all jobs’ ${secondsText(waits.allJobs.medianWaitSeconds)}`),
                search: { label: row.label },
              }))}
            />
          </>
        )}
      </Text>
      <List size="sm" spacing={2} aria-label="The whole fleet">
        <List.Item>
          Whole fleet: success rate {rateText(figures.successRate)} of finished jobs, median duration{' '}
          {secondsText(figures.medianDurationSeconds)}, p95 duration {secondsText(figures.p95DurationSeconds)},{' '}
          {perHourText(figures.jobsPerHour)} jobs per hour, utilization {rateText(figures.utilization)} of runner time.
        </List.Item>
        <List.Item>
          All jobs: {formatCount(waits.allJobs.totalJobs ?? 0)} picked up, median wait {secondsText(waits.allJobs.medianWaitSeconds)}, p95
          wait {secondsText(waits.allJobs.p95WaitSeconds)}.
        </List.Item>
      </List>
    </>
  );
}

/**
 * The summary's frame: its title and the rules the verdicts follow. Neither depends on an answer, so the
 * frame is drawn with the page and stays while the verdicts load inside it (the rules above them, so
 * nothing drawn moves when they arrive).
 */
export function SummaryFrame({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="runners-summary-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="runners-summary-title">
          At a glance
        </Title>
        <Text size="xs" c="dimmed">
          {HEALTH_RULE_WORDS} {WAIT_RULE_WORDS}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** Each flagged runner or label as a link to its place below (one click), its reason in brackets after it. */
function FlaggedLinks({
  hash,
  items,
}: {
  hash: string;
  items: { name: string; reason: string; search: { runner: string } | { label: string } }[];
}) {
  return items.map((item, index) => (
    <span key={item.name}>
      {index === 0 ? null : '; '}
      <Anchor
        underline="always"
        fw={600}
        renderRoot={(props) => (
          <Link {...props} from={RUNNERS_ROUTE} to="." hash={hash} search={(previous) => ({ ...previous, ...item.search })} />
        )}
      >
        {item.name}
      </Anchor>{' '}
      ({item.reason})
    </span>
  ));
}
