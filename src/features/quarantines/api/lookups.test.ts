import { describe, expect, it } from 'vitest';
import { lookupNames } from '@/queries/tests';
import { suggestionGlob } from './test-name-suggestions';

describe('lookupNames', () => {
  it('keeps each searchable name once, sorted; names over 255 characters cannot be searched', () => {
    expect(lookupNames(['b', 'a', 'b', '', 'x'.repeat(256), 'y'.repeat(255)])).toEqual(['a', 'b', 'y'.repeat(255)]);
  });
});

describe('suggestionGlob', () => {
  it('wraps the typed text in * globs', () => {
    expect(suggestionGlob(' checkout ')).toBe('*checkout*');
  });

  it('does not search for nothing, nor past the 255-character filter limit', () => {
    expect(suggestionGlob('   ')).toBeNull();
    expect(suggestionGlob('a'.repeat(253))).toBe(`*${'a'.repeat(253)}*`);
    expect(suggestionGlob('a'.repeat(254))).toBeNull();
  });
});
