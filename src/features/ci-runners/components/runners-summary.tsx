import { Anchor, Badge, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
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
 * trend or its row (one click), with the figure that made the verdict; then the whole fleet's figures
 * and the rules, in words, so a verdict can be checked.
 */
export function RunnersSummary({ owner, range, fleet, waits }: { owner: string; range: RangePreset; fleet: FleetView; waits: WaitView }) {
  const degraded = fleet.rows.filter((row) => row.verdict.health === 'degraded');
  const waiting = waits.rows.filter((row) => row.verdict.waiting);
  const figures = fleet.fleet;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="runners-summary-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="runners-summary-title">
          At a glance
        </Title>
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
                {degraded.map((row, index) => (
                  <span key={row.name}>
                    {index === 0 ? null : '; '}
                    <Anchor
                      underline="always"
                      fw={600}
                      renderRoot={(props) => (
                        <Link
                          {...props}
                          from={RUNNERS_ROUTE}
                          to="."
                          hash={RUNNER_TREND_ID}
                          search={(previous) => ({ ...previous, runner: row.name })}
                        />
                      )}
                    >
                      {row.name}
                    </Anchor>{' '}
                    ({reasonsText(row)})
                  </span>
                ))}
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
              {waiting.map((row, index) => (
                <span key={row.label}>
                  {index === 0 ? null : '; '}
                  <Anchor
                    underline="always"
                    fw={600}
                    renderRoot={(props) => (
                      <Link
                        {...props}
                        from={RUNNERS_ROUTE}
                        to="."
                        hash={JOB_WAIT_ID}
                        search={(previous) => ({ ...previous, label: row.label })}
                      />
                    )}
                  >
                    {row.label}
                  </Anchor>{' '}
                  (median wait {secondsText(row.figures.medianWaitSeconds)}
                  {row.verdict.times === null
                    ? ''
                    : `, ${formatDecimal(row.verdict.times)} times all jobs’ ${secondsText(waits.allJobs.medianWaitSeconds)}`}
                  )
                </span>
              ))}
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
        <Text size="xs" c="dimmed">
          {HEALTH_RULE_WORDS} {WAIT_RULE_WORDS}
        </Text>
      </Stack>
    </Paper>
  );
}
