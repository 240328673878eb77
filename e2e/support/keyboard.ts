import type { Locator, Page } from '@playwright/test';
import { expect } from './app-test';

/** `locator`'s element is the one with focus now. */
export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Presses `key` (Tab or Shift+Tab) until `target` has focus, as a person would, at most `most` times; how many it took. */
export async function pressUntilFocused(page: Page, key: 'Tab' | 'Shift+Tab', target: Locator, most: number): Promise<number> {
  for (let presses = 1; presses <= most; presses += 1) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return presses;
  }
  throw new Error(`${most} presses of ${key} did not reach the element`);
}

/** A keyboard focus ring is drawn: an outline of some width. */
export async function expectFocusRing(locator: Locator) {
  const outline = await locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);
}
