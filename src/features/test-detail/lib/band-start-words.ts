import { RETAINED_DAYS } from '@/domain/tests/episode-times';
import { formatDay, formatLocalDateTime } from '@/lib/format';
import type { BandStart } from './health-bands';

/** "since at least Oct 21 (the first of the 30 days kept)": a start the kept history cannot see past. */
function keptHistoryWords(at: number | string): string {
  return `since at least ${formatDay(at)} (the first of the ${RETAINED_DAYS} days kept)`;
}

/** The same, opening a sentence or a cell. */
export function keptHistorySentence(at: number | string): string {
  const words = keptHistoryWords(at);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A band's start in words: the window's start, the episode's first failure, or the bucket of the change. */
export function bandStartWords(start: BandStart): string {
  switch (start.kind) {
    case 'window-start':
      return start.keptHistoryStart ? keptHistorySentence(start.at) : `Window start (${formatLocalDateTime(start.at)})`;
    case 'first-failure':
      return `First failure ${formatLocalDateTime(start.failure.at)}`;
    case 'between':
      return `Between ${formatLocalDateTime(start.from)} and ${formatLocalDateTime(start.to)}`;
  }
}
