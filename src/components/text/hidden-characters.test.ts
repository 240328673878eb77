import { describe, expect, it } from 'vitest';
import { codePointLabel, plainDataText, revealHiddenCharacters } from './hidden-characters';

const isHiddenCharacter = (codePoint: number) => revealHiddenCharacters(String.fromCodePoint(codePoint))[0]?.kind === 'hidden';
const hasHiddenCharacters = (text: string, options?: { keepLineBreaks: boolean }) =>
  revealHiddenCharacters(text, options).some((segment) => segment.kind === 'hidden');

const markers = (text: string, keepLineBreaks = false) =>
  revealHiddenCharacters(text, { keepLineBreaks })
    .map((segment) => (segment.kind === 'text' ? segment.text : segment.marker))
    .join('');

describe('which characters are revealed', () => {
  it.each([
    ['C0 controls', [0x00, 0x07, 0x0a, 0x1b, 0x1f]],
    ['DEL and C1 controls', [0x7f, 0x80, 0x85, 0x9f]],
    ['zero-width characters and directional marks', [0x200b, 0x200c, 0x200d, 0x200e, 0x200f]],
    ['embeddings and overrides', [0x202a, 0x202b, 0x202c, 0x202d, 0x202e]],
    ['isolates', [0x2066, 0x2067, 0x2068, 0x2069]],
    ['the byte-order mark, word joiner and Arabic letter mark', [0xfeff, 0x2060, 0x061c]],
  ])('reveals %s', (_, codePoints) => {
    for (const codePoint of codePoints) expect(isHiddenCharacter(codePoint), codePointLabel(codePoint)).toBe(true);
  });

  it.each([
    ['a space', 0x20],
    ['a letter', 0x61],
    ['a non-breaking space', 0xa0],
    ['a Hebrew letter', 0x05d0],
    ['an emoji', 0x1f600],
    ['a character just past the isolates', 0x206a],
  ])('keeps %s', (_, codePoint) => {
    expect(isHiddenCharacter(codePoint)).toBe(false);
  });
});

describe('codePointLabel', () => {
  it('writes four hex digits at least, upper case', () => {
    expect(codePointLabel(0x202e)).toBe('U+202E');
    expect(codePointLabel(0x7)).toBe('U+0007');
    expect(codePointLabel(0x1f600)).toBe('U+1F600');
  });
});

describe('revealHiddenCharacters', () => {
  it('shows a right-to-left override as a marker, so the name does not read as "testexe.png"', () => {
    expect(markers('test\u202Egnp.exe')).toBe('test⟨U+202E⟩gnp.exe');
  });

  it('returns a plain string as one segment and an empty one as none', () => {
    expect(revealHiddenCharacters('checkout/cart.spec.ts > adds an item')).toEqual([
      { kind: 'text', text: 'checkout/cart.spec.ts > adds an item' },
    ]);
    expect(revealHiddenCharacters('')).toEqual([]);
  });

  it('reveals consecutive, leading and trailing hidden characters one by one', () => {
    expect(markers('\u200B\u200Bmain\uFEFF')).toBe('⟨U+200B⟩⟨U+200B⟩main⟨U+FEFF⟩');
  });

  it('describes each marker by its name', () => {
    const [, hidden] = revealHiddenCharacters('a\u202Eb');
    expect(hidden).toMatchObject({ kind: 'hidden', codePoint: 0x202e });
    expect(hidden?.kind === 'hidden' && hidden.description).toContain('U+202E (right-to-left override)');
    const [control] = revealHiddenCharacters('\u0085');
    expect(control?.kind === 'hidden' && control.description).toContain('C1 control character');
  });

  it('reveals line breaks in a name and keeps them in free text', () => {
    expect(markers('first\nsecond\tthird')).toBe('first⟨U+000A⟩second⟨U+0009⟩third');
    expect(markers('first\nsecond\tthird', true)).toBe('first\nsecond\tthird');
    expect(markers('line\n\u202Eevil', true)).toBe('line\n⟨U+202E⟩evil');
  });

  it('keeps astral characters whole', () => {
    expect(markers('😀\u200D😀')).toBe('😀⟨U+200D⟩😀');
  });
});

describe('kept line breaks', () => {
  it('is false for text whose only controls are kept line breaks', () => {
    expect(hasHiddenCharacters('a\nb', { keepLineBreaks: true })).toBe(false);
    expect(hasHiddenCharacters('a\nb')).toBe(true);
    expect(hasHiddenCharacters('plain')).toBe(false);
  });
});

describe('plainDataText', () => {
  it('writes the markers into the string and cuts it', () => {
    expect(plainDataText('test\u202Egnp.exe', 100)).toBe('test⟨U+202E⟩gnp.exe');
    expect(plainDataText('a'.repeat(10_000), 5)).toBe('aaaaa…');
    expect(plainDataText('main', 4)).toBe('main');
  });
});
