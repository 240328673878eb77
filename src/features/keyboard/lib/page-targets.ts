import { KEYBOARD_OPEN_ATTRIBUTE, KEYBOARD_ROW_ATTRIBUTE, PAGE_SEARCH_ATTRIBUTE, QUARANTINE_TEST_ATTRIBUTE } from '@/lib/keyboard-targets';

// What the shortcuts act on, marked by src/lib/keyboard-targets.ts; only the page content (`main`) counts.

const ROW = `[${KEYBOARD_ROW_ATTRIBUTE}]`;

export function rowsOf(scope: ParentNode): HTMLElement[] {
  return [...scope.querySelectorAll<HTMLElement>(`main ${ROW}`)];
}

export function rowOf(element: Element | null): HTMLElement | null {
  return element?.closest<HTMLElement>(ROW) ?? null;
}

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

export function openTargetOf(row: Element): HTMLElement | null {
  return (
    row.querySelector<HTMLElement>(`[${KEYBOARD_OPEN_ATTRIBUTE}]`) ?? row.querySelector<HTMLElement>('a[href], button:not([disabled])')
  );
}

export function pageSearchField(scope: ParentNode): HTMLElement | null {
  return (
    scope.querySelector<HTMLElement>(`main [${PAGE_SEARCH_ATTRIBUTE}]`) ??
    scope.querySelector<HTMLElement>('main [role="search"] :is(input:not([type="hidden"]):not([disabled]), select, textarea)')
  );
}

export function quarantineTestOf(scope: ParentNode, focused: Element | null): string | null {
  const row = rowOf(focused);
  if (row) return row.getAttribute(QUARANTINE_TEST_ATTRIBUTE);
  return scope.querySelector(`main [${QUARANTINE_TEST_ATTRIBUTE}]:not(${ROW})`)?.getAttribute(QUARANTINE_TEST_ATTRIBUTE) ?? null;
}
