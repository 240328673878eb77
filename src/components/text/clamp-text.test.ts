import { describe, expect, it } from 'vitest';
import { clampText, showAllLabel } from './clamp-text';

const limits = { maxCharacters: 10, maxLines: 3 };

describe('clampText', () => {
  it('leaves a value that fits alone', () => {
    expect(clampText('short', limits)).toEqual({ shown: 'short', clamped: false, length: 5 });
    expect(clampText('0123456789', limits)).toEqual({ shown: '0123456789', clamped: false, length: 10 });
  });

  it('cuts after the character limit', () => {
    expect(clampText('0123456789A', limits)).toEqual({ shown: '0123456789', clamped: true, length: 11 });
  });

  it('cuts a 10,000-character value to the limit and counts it all', () => {
    const result = clampText('x'.repeat(10_000), { maxCharacters: 200, maxLines: 3 });
    expect(result.shown).toHaveLength(200);
    expect(result).toMatchObject({ clamped: true, length: 10_000 });
  });

  it('cuts before the line that would go past the line limit', () => {
    expect(clampText('a\nb\nc\nd', limits)).toEqual({ shown: 'a\nb\nc', clamped: true, length: 7 });
    expect(clampText('a\nb\nc', limits)).toEqual({ shown: 'a\nb\nc', clamped: false, length: 5 });
  });

  it('cuts a run of empty lines, dropping the trailing blanks of what it shows', () => {
    expect(clampText('a  \n\n\n\n\n', limits)).toEqual({ shown: 'a', clamped: true, length: 8 });
  });

  it('counts and cuts code points, never half of a surrogate pair', () => {
    const emoji = '😀'.repeat(12);
    const result = clampText(emoji, limits);
    expect(result.length).toBe(12);
    expect(result.shown).toBe('😀'.repeat(10));
  });
});

describe('showAllLabel', () => {
  it('names the full length with a thousands separator', () => {
    expect(showAllLabel(10_000)).toBe('Show all (10,000 characters)');
  });
});
