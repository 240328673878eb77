import type { CSSProperties } from 'react';
import { EVENT_OUTCOMES, isOutcome, OUTCOME_COLORS, outcomeLabel } from '@/domain/activity/event-outcomes';
import type { EventOutcome } from '@/api/types';
import classes from './activity.module.css';

// One element per icon (the shape is a CSS mask, activity.module.css): a long list pays per row.
const OUTCOME_STYLES = Object.fromEntries(
  EVENT_OUTCOMES.map((outcome) => [
    outcome,
    {
      color: `var(--mantine-color-${OUTCOME_COLORS[outcome]}-light-color)`,
      background: `var(--mantine-color-${OUTCOME_COLORS[outcome]}-light)`,
    },
  ]),
) as Record<EventOutcome, CSSProperties>;

/** The outcome as a coloured shape (each outcome differs in shape as well as colour), named for assistive technology. */
export function OutcomeIcon({ outcome }: { outcome: string }) {
  const known = isOutcome(outcome) ? outcome : 'neutral';
  const label = `Outcome: ${outcomeLabel(outcome)}`;
  return (
    <span className={classes.outcome} data-outcome={known} style={OUTCOME_STYLES[known]} role="img" aria-label={label} title={label} />
  );
}
