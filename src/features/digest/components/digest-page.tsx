import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { Panel } from '@/components/layout/panel';
import { DEFAULT_CLAMP } from '@/components/text/clamp-text';
import { ShortText } from '@/components/text/data-text';
import { describeDayRange, spanDays } from '@/domain/periods/period-comparison';
import { summarizeQuarantines } from '@/domain/quarantines/quarantine-summary';
import { countOf, TESTS } from '@/domain/tests/units';
import type { RepositoryRef } from '@/lib/app-config';
import { formatCount } from '@/lib/format';
import { useApiClient } from '@/lib/api-client-context';
import { copyText } from '@/lib/export/export-file';
import { RUNNER_REQUESTS_AT_ONCE } from '@/queries/ci-runners';
import { quarantineQueries } from '@/queries/quarantines';
import { digestQueries, fortnightWindow, logWindow, quarantineEventQueries, queueQueries } from '../api/digest-queries';
import { queueSection, quarantineSection, testSections, type DigestLink, type DigestSection, type Weeks } from '../lib/digest-lines';
import { runnerSection } from '../lib/runner-lines';
import { digestMarkdown } from '../lib/digest-markdown';
import type { DigestWeek } from '../lib/digest-week';
import { weekChanges } from '../lib/test-changes';
import classes from './digest.module.css';

/** A part of the digest: the hook that reads its answers and writes its sections (`note`: under the first one's title). */
type Part = {
  key: string;
  error: string;
  useLines: (repo: RepositoryRef, weeks: Weeks) => { sections: DigestSection[]; note?: string };
};
const PARTS: Part[] = [
  { key: 'tests', error: 'Could not read the tests’ health', useLines: useTestLines },
  { key: 'quarantines', error: 'Could not load the quarantines', useLines: useQuarantineLines },
  { key: 'queue', error: 'Could not load the merge queue', useLines: useQueueLines },
  { key: 'runners', error: 'Could not load the CI runners', useLines: useRunnerLines },
];

/** The week against the week before: each section's lines open the view behind them; the whole copies as Markdown once drawn. */
export function DigestPage({ repo, week, title }: { repo: RepositoryRef; week: DigestWeek; title: string }) {
  const [built, setBuilt] = useState<Partial<Record<string, DigestSection[]>>>({});
  const onBuilt = useCallback((key: string, sections: DigestSection[]) => setBuilt((all) => ({ ...all, [key]: sections })), []);
  const words = `The week of ${describeDayRange(spanDays(week.current))} (UTC, Monday to Sunday) against the week before, ${describeDayRange(spanDays(week.baseline))}.`;
  return (
    <Stack gap="sm" className={classes.digest}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">{words}</Text>
        <Group gap="xs" className={classes.screenOnly}>
          <WeekLink repo={repo} week={week.previous} label="Previous week" />
          <WeekLink repo={repo} week={week.next} label="Next week" />
          <CopyMarkdown
            heading={`${title}: ${repo.owner}/${repo.repo}`}
            words={words}
            sections={PARTS.every(({ key }) => built[key]) ? PARTS.flatMap(({ key }) => built[key] ?? []) : null}
          />
        </Group>
      </Group>
      {week.refused === undefined ? null : (
        <Text size="sm" c="dimmed" role="status">
          The week of {week.refused} is not a full week within the 30 days of test history kept: this is the last full week.
        </Text>
      )}
      {/* Drawn at once when every section has its lines or its error: sections that load in turn would push each other down. */}
      <QueryBoundary pending={<DigestPending repo={repo} weeks={week} />}>
        <Stack gap="sm" className={classes.sections}>
          {PARTS.map((part) => (
            <QueryBoundary key={part.key} pending={false} errorTitle={part.error}>
              <Sections part={part} repo={repo} weeks={week} onBuilt={onBuilt} />
            </QueryBoundary>
          ))}
        </Stack>
      </QueryBoundary>
    </Stack>
  );
}

/** The wait, with how far the scan of every test's health has come (one request per test: seconds on a large repository). */
function DigestPending({ repo, weeks }: { repo: RepositoryRef; weeks: Weeks }) {
  const scanned = useQuery(digestQueries.scanned(repo, fortnightWindow(weeks.baseline, weeks.current))).data;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {scanned ? `Read the health of ${formatCount(scanned.done)} of ${countOf(scanned.of, TESTS)}…` : 'Listing the tests…'}
      </Text>
      <Skeleton height={720} radius="md" role="status" aria-label="Loading the week’s digest" />
    </Stack>
  );
}

function WeekLink({ repo, week, label }: { repo: RepositoryRef; week: string | undefined; label: string }) {
  if (week === undefined) return null;
  return (
    <Button
      size="xs"
      variant="default"
      renderRoot={(props) => <Link {...props} to="/$owner/$repo/digest" params={repo} search={{ week }} />}
    >
      {label}
    </Button>
  );
}

/** Disabled until every section has drawn its lines (`sections` null). */
function CopyMarkdown({ heading, words, sections }: { heading: string; words: string; sections: DigestSection[] | null }) {
  const router = useRouter();
  const [status, setStatus] = useState<string | null>(null);
  const url = (link: DigestLink) => new URL(router.history.createHref(router.buildLocation(link).href), document.baseURI).href;
  const copy = () =>
    copyText(digestMarkdown(heading, words, sections ?? [], url)).then(
      () => setStatus('Copied the digest as Markdown.'),
      (error: unknown) => setStatus(error instanceof Error ? error.message : String(error)),
    );
  return (
    <>
      {status === null ? null : (
        <Text size="xs" c="dimmed" role="status">
          {status}
        </Text>
      )}
      <Button size="xs" variant="default" disabled={sections === null} onClick={() => void copy()}>
        Copy as Markdown
      </Button>
    </>
  );
}

type SectionsProps = { part: Part; repo: RepositoryRef; weeks: Weeks; onBuilt: (key: string, sections: DigestSection[]) => void };

/** Draws a part's sections and hands them to the page for the Markdown copy. */
function Sections({ part: { key, useLines }, repo, weeks, onBuilt }: SectionsProps) {
  const { sections, note } = useLines(repo, weeks);
  // Handed on when their words or links change, not on every drawing (each part builds its lines as it renders).
  const serialized = JSON.stringify(sections);
  useEffect(() => onBuilt(key, JSON.parse(serialized) as DigestSection[]), [onBuilt, key, serialized]);
  return sections.map((section, index) => (
    <Panel key={section.title} title={section.title} description={index === 0 ? note : undefined}>
      {section.lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {section.empty}
        </Text>
      ) : (
        <ul className={classes.lines}>
          {section.lines.map((line, row) => (
            <li key={row}>
              <Link {...line.link} className={classes.line}>
                {line.parts.map((part, at) =>
                  typeof part === 'string' ? part : <ShortText key={at} value={part.data} limits={DEFAULT_CLAMP} />,
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  ));
}

function useTestLines(repo: RepositoryRef, { current, baseline }: Weeks) {
  const window = fortnightWindow(baseline, current);
  const { histories, complete } = useSuspenseQuery(digestQueries.testHistories(useApiClient(), repo, window)).data;
  const changes = { current: weekChanges(histories, current), baseline: weekChanges(histories, baseline) };
  const scanned = complete ? 'every test scanned' : `the first ${histories.length} tests scanned`;
  return { sections: testSections(repo, window, changes), note: `Each test’s health on the default branch, day by day (UTC); ${scanned}` };
}

function useQuarantineLines(repo: RepositoryRef, weeks: Weeks) {
  const api = useApiClient();
  const [summary, ...logged] = useSuspenseQueries({
    queries: [quarantineQueries.summary(api, repo), ...quarantineEventQueries(api, repo, weeks)],
  });
  const events = logged.map((answer) => answer.data.data.total);
  const counts = {
    added: events.slice(0, 2),
    released: events.slice(2),
    recoverable: summarizeQuarantines(summary.data.quarantines).recovered,
  };
  return { sections: [quarantineSection(repo, logWindow(weeks.current), counts)] };
}

function useQueueLines(repo: RepositoryRef, weeks: Weeks) {
  const [current, baseline, merged, mergedBefore] = useSuspenseQueries({ queries: queueQueries(useApiClient(), repo, weeks) });
  return {
    sections: [queueSection(repo, weeks, [current.data, baseline.data], [merged.data, mergedBefore.data])],
    note: 'Every base branch and queue; the merge queue page compares the same two weeks',
  };
}

function useRunnerLines(repo: RepositoryRef, weeks: Weeks) {
  const week = useSuspenseQuery(digestQueries.runnerWeek(useApiClient(), repo.owner, weeks)).data;
  // Listing, each runner's and label's week, each leader's week before: what judging every one costs, said with the rule.
  const requests = week === null ? 1 : 1 + week.runner.of + week.label.of + (week.runner.top ? 1 : 0) + (week.label.top ? 1 : 0);
  const { runner, label } = week ?? { runner: { measured: 0, of: 0 }, label: { measured: 0, of: 0 } };
  const note =
    `Every runner of ${repo.owner} (every repository). Slowest: the highest median job duration (pick-up to end) among runners with a ` +
    `finished job; longest-waiting: the highest median wait among labels with a picked-up job; ties by name; compared: ${runner.measured} ` +
    `of ${runner.of} runners had finished jobs, ${label.measured} of ${label.of} labels picked-up jobs (${requests} requests, at most ` +
    `${RUNNER_REQUESTS_AT_ONCE} at a time, each the runners page’s own answer)`;
  return { sections: [runnerSection(repo, weeks, week)], note };
}
