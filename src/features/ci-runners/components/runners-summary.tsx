import { Anchor, Button, Skeleton, Text } from '@mantine/core';
import { PlainBadge } from '@/components/health/health-badge';
import { Panel } from '@/components/layout/panel';
import { useDisclosure } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';
import { Timestamp } from '@/components/time/timestamp';
import type { WindowSelection } from '@/domain/periods/time-window';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { countOf } from '@/domain/tests/units';
import { formatCount, formatDecimal } from '@/lib/format';
import { useFleetWide, useRunnersAnswers, type FleetView } from '../api/use-runners-answers';
import type { RunnersView } from '../lib/runners-search';
import { perHourText, rateText, reasonsText, secondsText, windowNames } from '../lib/figure-words';
import { HEALTH_RULE_WORDS, RUNNER_HEALTH_COLORS, RUNNER_HEALTH_LABELS } from '../lib/runner-health';
import { WAIT_RULE_WORDS } from '../lib/label-wait';
import { JOB_WAIT_ID, RUNNER_TREND_ID, runnersLink } from './runners-link';

/** How many the verdicts judged: only the table's page is asked, so a part is never presented as the whole. */
const judgedWords = (span: FleetView['span'], items: string) =>
  `the ${span.shown} of ${span.total} ${items} judged` + (span.pages > 1 ? ` so far (page ${span.page} of ${span.pages})` : '');

/** The window and the whole fleet's figures: the loader's answers, drawn first. */
function FleetWideSummary({ owner, selection }: { owner: string; selection: WindowSelection }) {
  const { figures, window } = useFleetWide(owner, selection);
  return (
    <>
      <Text size="sm" c="dimmed">
        CI runners of {owner} (every repository), {windowNames(selection).current.toLowerCase()}: <Timestamp value={window.start} /> →{' '}
        <Timestamp value={window.end} />
      </Text>
      <Text size="sm">
        Whole fleet: success rate {rateText(figures.successRate)} of finished jobs, median duration{' '}
        {secondsText(figures.medianDurationSeconds)}, p95 duration {secondsText(figures.p95DurationSeconds)},{' '}
        {perHourText(figures.jobsPerHour)} jobs per hour, utilization {rateText(figures.utilization)} of runner time.
      </Text>
    </>
  );
}

/** The labels whose jobs wait and the degraded runners among the tables' pages, each a link to its place below with the figure that
 * made the verdict; the waits as soon as their answers are in (the runners' take longer), in this order so nothing drawn moves. */
function RunnerVerdicts({ owner, search }: { owner: string; search: RunnersView }) {
  const { view, waits } = useRunnersAnswers(owner, search);
  const judging = (height: number) => <Skeleton role="status" aria-label="Judging each runner and label…" height={height} />;
  if (waits === undefined) return judging(66);
  const fleet = view?.fleet;
  const runners = fleet && judgedWords(fleet.span, search.label === undefined ? 'runners' : `runners carrying ${search.label}`);
  const labels = judgedWords(waits.span, 'labels');
  const degraded = fleet?.rows.filter((row) => row.verdict.health === 'degraded') ?? [];
  const waiting = waits.rows.filter((row) => row.verdict.waiting);
  return (
    <>
      <Text size="sm">
        All jobs: {formatCount(waits.allJobs.totalJobs ?? 0)} picked up, median wait {secondsText(waits.allJobs.medianWaitSeconds)}, p95
        wait {secondsText(waits.allJobs.p95WaitSeconds)}.
      </Text>
      <VerdictLine
        badge={<PlainBadge color="orange">Jobs wait</PlainBadge>}
        none={waits.rows.length === 0 ? 'No label to judge the waits by.' : `No label’s jobs wait, among ${labels}.`}
        some={`Jobs wait for ${countOf(waiting.length, { one: 'label', many: 'labels' })} among ${labels}: `}
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
      {fleet === undefined ? (
        judging(22)
      ) : fleet.listing.available ? (
        <VerdictLine
          badge={<PlainBadge color={RUNNER_HEALTH_COLORS.degraded}>{RUNNER_HEALTH_LABELS.degraded}</PlainBadge>}
          none={`No runner degraded among ${runners}.`}
          some={`${countOf(degraded.length, { one: 'runner', many: 'runners' })} degraded among ${runners}: `}
          hash={RUNNER_TREND_ID}
          items={degraded.map((row) => ({ name: row.name, reason: reasonsText(row), search: { runner: row.name } }))}
        />
      ) : null}
    </>
  );
}

/** The summary: behind a button beside its title, the rules the verdicts follow; the window and the whole fleet's figures first, then the verdicts. */
export function RunnersSummary({ owner, search }: { owner: string; search: RunnersView }) {
  const [rulesShown, { toggle }] = useDisclosure(false);
  const rulesId = useId();
  return (
    <Panel
      title="At a glance"
      gap="xs"
      actions={
        <Button size="compact-xs" variant="subtle" onClick={toggle} aria-expanded={rulesShown} aria-controls={rulesId}>
          {rulesShown ? 'Hide the rules' : 'How the verdicts are made'}
        </Button>
      }
    >
      {rulesShown ? (
        <Text size="xs" c="dimmed" id={rulesId}>
          {HEALTH_RULE_WORDS} {WAIT_RULE_WORDS}
        </Text>
      ) : null}
      <QueryBoundary key={search.windowKey} pending={<Skeleton role="status" aria-label="Loading the runners…" height={42} />}>
        <FleetWideSummary owner={owner} selection={search.selection} />
        <RunnerVerdicts owner={owner} search={search} />
      </QueryBoundary>
    </Panel>
  );
}

/** A verdict: none, or the flagged runners or labels, each a link to its place below (one click), its reason in brackets after it. */
function VerdictLine({
  badge,
  none,
  some,
  hash,
  items,
}: {
  badge: ReactNode;
  none: string;
  some: string;
  hash: string;
  items: { name: string; reason: string; search: { runner: string } | { label: string } }[];
}) {
  return (
    <Text size="sm" fw={600}>
      {items.length > 0 ? badge : null}{' '}
      {items.length === 0
        ? none
        : [
            some,
            ...items.map((item, index) => (
              <span key={item.name}>
                {index === 0 ? null : '; '}
                <Anchor underline="always" fw={600} renderRoot={runnersLink(item.search, hash)}>
                  {item.name}
                </Anchor>{' '}
                ({item.reason})
              </span>
            )),
          ]}
    </Text>
  );
}
