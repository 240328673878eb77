import { KEYBOARD_OPEN_ATTRIBUTE, KEYBOARD_ROW_ATTRIBUTE, PAGE_SEARCH_ATTRIBUTE, QUARANTINE_TEST_ATTRIBUTE } from '@/lib/keyboard-targets';

/*
 * What the shortcuts act on, found in the page by the attributes of src/lib/keyboard-targets.ts. Only
 * the page content (`main`) counts: the header and the navigation have no rows.
 */

const ROW = `[${KEYBOARD_ROW_ATTRIBUTE}]`;

export function rowsOf(scope: ParentNode): HTMLElement[] {
  return [...scope.querySelectorAll<HTMLElement>(`main ${ROW}`)];
}

/** The row holding `element` (the row itself, or a link in it), if any. */
export function rowOf(element: Element | null): HTMLElement | null {
  return element?.closest<HTMLElement>(ROW) ?? null;
}

/**
 * Focuses the row `step` rows from the one holding focus (the first or last when none does), and keeps
 * it on screen. Returns it, or null when the page has no rows.
 */
export function moveRowFocus(scope: ParentNode, focused: Element | null, step: 1 | -1): HTMLElement | null {
  const rows = rowsOf(scope);
  if (rows.length === 0) return null;
  const current = rowOf(focused);
  const index = current === null ? -1 : rows.indexOf(current);
  const next = index === -1 ? (step === 1 ? 0 : rows.length - 1) : Math.min(rows.length - 1, Math.max(0, index + step));
  const row = rows[next]!;
  row.focus({ preventScroll: true });
  row.scrollIntoView?.({ block: 'nearest' });
  return row;
}

/** What `Enter` on a focused row clicks: its marked element, else its first link or button. */
export function openTargetOf(row: Element): HTMLElement | null {
  return (
    row.querySelector<HTMLElement>(`[${KEYBOARD_OPEN_ATTRIBUTE}]`) ?? row.querySelector<HTMLElement>('a[href], button:not([disabled])')
  );
}

/** The field `/` focuses: the page's marked search field, else the first field of its search region. */
export function pageSearchField(scope: ParentNode): HTMLElement | null {
  return (
    scope.querySelector<HTMLElement>(`main [${PAGE_SEARCH_ATTRIBUTE}]`) ??
    scope.querySelector<HTMLElement>('main [role="search"] :is(input:not([type="hidden"]):not([disabled]), select, textarea)')
  );
}

/** The test `q` quarantines: the focused row's, else the one the page is about. */
export function quarantineTestOf(scope: ParentNode, focused: Element | null): string | null {
  const row = rowOf(focused);
  if (row) return row.getAttribute(QUARANTINE_TEST_ATTRIBUTE);
  return scope.querySelector(`main [${QUARANTINE_TEST_ATTRIBUTE}]:not(${ROW})`)?.getAttribute(QUARANTINE_TEST_ATTRIBUTE) ?? null;
}
