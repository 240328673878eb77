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

type Watched = { frames: { scrollY: number; top: number | null }[] };

/**
 * From the next load on, checks every frame that the row at `place`, once at the top, stays there: a row loaded above
 * or a restore fighting another must not move it, not even for one frame (which the journey's own reads fall between).
 */
export async function watchRowStaysAtTop(page: Page, place: number): Promise<void> {
  await page.addInitScript((watched: number) => {
    const away: Watched['frames'] = [];
    (window as unknown as { watchedRow: Watched }).watchedRow = { frames: away };
    let reached = false;
    const frame = () => {
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const row = document.querySelector(`section[aria-label="Events"] li[aria-posinset="${watched}"]`);
      const top = row === null ? null : Math.round(row.getBoundingClientRect().top - header);
      if (top !== null && Math.abs(top) < 30) reached = true;
      else if (reached) away.push({ scrollY: Math.round(window.scrollY), top });
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, place);
}

/** The frames, since the watch began, in which the watched row was away from the top (`top` null: not drawn at all). */
export async function framesAwayFromTop(page: Page): Promise<Watched['frames']> {
  return page.evaluate(() => (window as unknown as { watchedRow: Watched }).watchedRow.frames);
}
