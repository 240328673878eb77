import type { Page } from '@playwright/test';

/** The row at the top of the screen, under the app's header: its place in the view, name and top edge. */
export async function topRow(page: Page): Promise<{ place: number; name: string; top: number }> {
  return page.evaluate(() => {
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const placed = [...document.querySelectorAll('section[aria-label="Events"] li[aria-posinset]')]
      .map((row) => ({ row, rect: row.getBoundingClientRect() }))
      .filter(({ rect }) => rect.bottom - header >= rect.height / 2)
      .sort((a, b) => a.rect.top - b.rect.top)[0];
    if (placed === undefined) return { place: 0, name: '', top: 0 };
    const label = document.getElementById(placed.row.getAttribute('aria-labelledby') ?? '');
    return { place: Number(placed.row.getAttribute('aria-posinset')), name: label?.textContent ?? '', top: placed.rect.top - header };
  });
}

/**
 * Scrolls by `deltaY` with the wheel and waits, as a reader does, until the page stops moving: the wheel
 * returns before its scroll (and any smooth-scroll animation) ends, so a row read at once may be gone by the next line.
 */
export async function wheelAndSettle(page: Page, deltaY: number): Promise<void> {
  await page.mouse.wheel(0, deltaY);
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const before = window.scrollY;
        // Two frames: a scroll still animating moves within them.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === before)));
      }),
  );
}
