import { Stack, Title } from '@mantine/core';
import { useCallback, useId, useState, type ReactNode } from 'react';
import type { ActivityLogEvent } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { groupByDay } from '../lib/group-by-day';
import classes from './activity.module.css';
import { EventRow } from './event-row';

/** The page's events under a heading per local day, newest first, each row expandable. */
export function EventTimeline({ repo, events, busy }: { repo: RepositoryRef; events: readonly ActivityLogEvent[]; busy: boolean }) {
  // Which rows are open is a reading aid, like a stack trace's expansion: local state, not URL state.
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback(
    (id: number) =>
      setExpanded((previous) => {
        const next = new Set(previous);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const groups = groupByDay(events);
  return (
    <Stack gap="md" component="section" aria-label="Events" aria-busy={busy} style={{ opacity: busy ? 0.55 : 1, transition: 'opacity 120ms' }}>
      {groups.map((group) => (
        <DaySection key={group.day} label={group.label}>
          {group.items.map((event) => (
            <EventRow key={event.id} repo={repo} event={event} expanded={expanded.has(event.id)} onToggle={toggle} />
          ))}
        </DaySection>
      ))}
    </Stack>
  );
}

function DaySection({ label, children }: { label: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h6" id={headingId} c="dimmed" mb={4} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Title>
      <ol className={classes.dayList} aria-labelledby={headingId}>
        {children}
      </ol>
    </section>
  );
}
