import { notFound } from '@tanstack/react-router';
import { isApiNotFound } from '@/api/api-error';

/**
 * Every loader's end: it waits for the first screen's `ensureQueryData` on entering a page, not on a change of filter
 * or page (`stay`: the previous answer stays on screen, and a keypress in a filter is never held up).
 */
export async function firstScreen(cause: 'enter' | 'stay' | 'preload', pending: readonly Promise<unknown>[]): Promise<void> {
  const settled = Promise.allSettled(pending);
  if (cause === 'stay') return;
  for (const result of await settled) {
    if (result.status === 'rejected' && isApiNotFound(result.reason)) throw notFound({ data: result.reason.message });
  }
}
