import { formatCount } from '@/lib/format';
/** Where a long data value is cut before "Show all": after a number of characters or of lines, whichever comes first. */

export type ClampLimits = {
  maxCharacters: number;
  /** Line breaks kept while collapsed: the text is cut at the line break that would start line `maxLines + 1`. */
  maxLines: number;
};

/** About three lines of a table cell: long enough for any real name, short enough to keep a row small. */
export const DEFAULT_CLAMP: ClampLimits = { maxCharacters: 200, maxLines: 3 };

/** A secondary value in a narrow column: the name column, not a 255-character job name, decides the row's height. */
export const NARROW_COLUMN_CLAMP: ClampLimits = { maxCharacters: 80, maxLines: 2 };

/** On a page that is about the value (its detail page), more of it before the cut. */
export const PAGE_CLAMP: ClampLimits = { maxCharacters: 1_000, maxLines: 20 };

/** A breadcrumb's share of a long value, shown in full under it. */
export const BREADCRUMB_CLAMP: ClampLimits = { maxCharacters: 80, maxLines: 1 };

/** `shown` is the whole value when it fits, else a prefix (the view then offers "Show all"); `length` in code points. */
export function clampText(text: string, { maxCharacters, maxLines }: ClampLimits): { shown: string; clamped: boolean; length: number } {
  // Code points, not UTF-16 units: a cut never splits an emoji or an astral character into halves.
  const characters = Array.from(text);
  let end = Math.min(characters.length, maxCharacters);
  let lines = 1;
  for (let index = 0; index < end; index += 1) {
    if (characters[index] !== '\n') continue;
    if (lines === maxLines) {
      end = index;
      break;
    }
    lines += 1;
  }
  const clamped = end < characters.length;
  return { shown: clamped ? characters.slice(0, end).join('').trimEnd() : text, clamped, length: characters.length };
}

export function showAllLabel(length: number): string {
  return `Show all (${formatCount(length)} characters)`;
}
