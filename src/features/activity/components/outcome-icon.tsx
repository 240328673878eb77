import { ThemeIcon } from '@mantine/core';
import type { EventOutcome } from '@/api/types';
import { isOutcome, OUTCOME_COLORS, outcomeLabel } from '@/domain/activity/event-outcomes';

// Simple strokes, so each outcome differs in shape as well as colour (colour alone fails for many eyes).
const PATHS: Record<EventOutcome, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  failure: 'M7 7l10 10M17 7L7 17',
  pending: 'M12 6.5V12l3.5 2.5',
  neutral: 'M6.5 12h11',
};

/** The outcome as a coloured icon with its name as the accessible label. */
export function OutcomeIcon({ outcome, size = 22 }: { outcome: string; size?: number }) {
  const known = isOutcome(outcome) ? outcome : 'neutral';
  const label = `Outcome: ${outcomeLabel(outcome)}`;
  return (
    <ThemeIcon color={OUTCOME_COLORS[known]} variant="light" radius="xl" size={size} role="img" aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width={size * 0.7} height={size * 0.7} fill="none" stroke="currentColor" strokeWidth={2.6} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        {known === 'pending' ? <circle cx="12" cy="12" r="8" strokeWidth={2} /> : null}
        <path d={PATHS[known]} />
      </svg>
    </ThemeIcon>
  );
}
