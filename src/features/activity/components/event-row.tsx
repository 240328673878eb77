import { lazy, memo, type CSSProperties, type Ref } from 'react';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { DataText } from '@/components/text/data-text';
import { RevealedText } from '@/components/text/revealed-text';
import type { ActivityLogEvent, EventOutcome } from '@/api/types';
import { categoryColor, eventCategory } from '@/domain/activity/event-catalog';
import { EVENT_OUTCOMES, isOutcome, OUTCOMES, outcomeLabel } from '@/domain/activity/event-outcomes';
import type { RepositoryRef } from '@/lib/app-config';
import { keyboardOpenProps, keyboardRowProps } from '@/lib/keyboard-targets';
import { formatTime, formatUtcDateTime } from '@/lib/format';
import { describeEvent } from '../lib/describe-event/describe-event';
import { pullRequestUrl } from '@/lib/links';
import type { Sentence } from '../lib/describe-event/sentence';
import type { FeedEvent } from '../lib/feed-items';
import classes from './activity.module.css';
import { useTimeZone } from '../lib/time-zone';

// Only a row someone opens shows its details: their code comes then, off the log's first screen (−2.0 KiB gzipped).
const EventDetails = lazy(() => import('./event-details').then((module) => ({ default: module.EventDetails })));

function lightStyle(color: string): CSSProperties {
  return { color: `var(--mantine-color-${color}-light-color)`, background: `var(--mantine-color-${color}-light)` };
}

// One element per icon (the shape is a CSS mask, activity.module.css): a long list pays per row.
const OUTCOME_STYLES = Object.fromEntries(EVENT_OUTCOMES.map((outcome) => [outcome, lightStyle(OUTCOMES[outcome].color)])) as Record<
  EventOutcome,
  CSSProperties
>;

/** The outcome as a coloured shape (each outcome differs in shape as well as colour), named for assistive technology. */
function OutcomeIcon({ outcome }: { outcome: string }) {
  const known = isOutcome(outcome) ? outcome : 'neutral';
  const label = `Outcome: ${outcomeLabel(outcome)}`;
  return (
    <span className={classes.outcome} data-outcome={known} style={OUTCOME_STYLES[known]} role="img" aria-label={label} title={label} />
  );
}

const DataCode = ({ value }: { value: string }) => <DataText component="code" className={classes.code} value={value} breakable />;

/** Never HTML; the plain parts carry data too, so their hidden characters are drawn as markers as well. */
function EventSentence({ sentence }: { sentence: Sentence }) {
  return sentence.map((part, index) =>
    typeof part === 'string' ? <RevealedText key={index} text={part} keepLineBreaks /> : <DataCode key={index} value={part.code} />,
  );
}

/** One event of the virtual list; plain elements, since a long read mounts and unmounts rows continuously. */
export const EventRow = memo(function EventRow({
  repo,
  item,
  idPrefix,
  index,
  top,
  setSize,
  expanded,
  onToggle,
  measureRef,
}: {
  repo: RepositoryRef;
  item: FeedEvent;
  idPrefix: string;
  /** Its place among the virtual list's items, read back when it is measured. */
  index: number;
  /** In the flow after the item before it, or placed alone this far down (a row kept mounted for its focus). */
  top: number | null;
  /** Events in the view (the aggregate's total), or -1 while unknown. */
  setSize: number;
  expanded: boolean;
  onToggle: (id: number) => void;
  measureRef: Ref<HTMLLIElement>;
}) {
  const idBase = `${idPrefix}-${item.event.id}`;
  return (
    // `j`/`k` move through the events; Enter shows or hides the details.
    <li
      {...keyboardRowProps()}
      ref={measureRef}
      data-index={index}
      className={top === null ? classes.row : `${classes.placed} ${classes.row}`}
      style={top === null ? undefined : { transform: `translateY(${top}px)` }}
      aria-labelledby={`${idBase}-sentence`}
      aria-posinset={item.position}
      aria-setsize={setSize}
    >
      <EventContent repo={repo} event={item.event} idBase={idBase} expanded={expanded} onToggle={onToggle} />
    </li>
  );
});

/** What a row shows: memoized apart from the row, so a new count (`aria-setsize`) or place redraws no sentence. */
const EventContent = memo(function EventContent({
  repo,
  event,
  idBase,
  expanded,
  onToggle,
}: {
  repo: RepositoryRef;
  event: ActivityLogEvent;
  idBase: string;
  expanded: boolean;
  onToggle: (id: number) => void;
}) {
  const sentenceId = `${idBase}-sentence`;
  const detailsId = `${idBase}-details`;
  const zone = useTimeZone();
  const at = event.received_at;
  const category = eventCategory(event.type);
  const pull = typeof event.pull_request === 'number' ? event.pull_request : null;

  return (
    <>
      <OutcomeIcon outcome={event.outcome} />
      {/* The time of day in the chosen zone (the date is the day's heading), local and UTC on hover; an unreadable one is a dash. */}
      {Number.isNaN(Date.parse(at)) ? (
        <span className={classes.time}>—</span>
      ) : (
        <time className={classes.time} dateTime={at} title={`${formatTime(at, 'dateTimeSeconds')} local · ${formatUtcDateTime(at)}`}>
          {formatTime(at, 'clockSeconds', zone)}
        </time>
      )}
      <p id={sentenceId} className={classes.sentence}>
        <EventSentence sentence={describeEvent(event)} />
      </p>
      <p className={classes.meta}>
        <span className={classes.category} style={lightStyle(categoryColor(category))}>
          {category}
        </span>
        {`via ${event.trigger}`}
        {pull !== null ? (
          <>
            {' · '}
            <a href={pullRequestUrl(repo, pull)} target="_blank" rel="noopener noreferrer" aria-label={`Pull request #${pull} on GitHub`}>
              #{pull}
            </a>
          </>
        ) : null}
        {event.base_ref ? (
          <>
            {' into '}
            <DataCode value={event.base_ref} />
          </>
        ) : null}
      </p>
      <button
        {...keyboardOpenProps}
        type="button"
        className={classes.toggle}
        aria-expanded={expanded}
        aria-controls={expanded ? detailsId : undefined}
        aria-describedby={sentenceId}
        onClick={() => onToggle(event.id)}
      >
        {expanded ? 'Hide details' : 'Details'}
      </button>
      {expanded ? (
        <QueryBoundary pendingLabel="Loading the event’s details…">
          <EventDetails id={detailsId} repo={repo} event={event} />
        </QueryBoundary>
      ) : null}
    </>
  );
});
