import { describe, expect, it } from 'vitest';
import { createKeySequenceMatcher, SEQUENCE_TIMEOUT_MS, strokeName } from './key-sequences';
import { SHORTCUTS } from './shortcuts';

const matcher = () => createKeySequenceMatcher(SHORTCUTS);

describe('strokeName', () => {
  it('names Ctrl and ⌘ chords alike, and keeps Shift in the key', () => {
    expect(strokeName({ key: 'k', ctrlKey: true })).toBe('mod+k');
    expect(strokeName({ key: 'K', metaKey: true })).toBe('mod+k');
    expect(strokeName({ key: '?' })).toBe('?');
    expect(strokeName({ key: 'J' })).toBe('J');
  });

  it('ignores modifier keys on their own and anything with Alt', () => {
    expect(strokeName({ key: 'Shift' })).toBeNull();
    expect(strokeName({ key: 'Control', ctrlKey: true })).toBeNull();
    expect(strokeName({ key: 'g', altKey: true })).toBeNull();
  });
});

describe('createKeySequenceMatcher', () => {
  it('matches single keys and chords at once', () => {
    const keys = matcher();
    expect(keys.press({ key: 'j' }, 0)).toEqual({ kind: 'match', id: 'next-row' });
    expect(keys.press({ key: 'k' }, 10)).toEqual({ kind: 'match', id: 'previous-row' });
    expect(keys.press({ key: 'k', ctrlKey: true }, 20)).toEqual({ kind: 'match', id: 'palette' });
    expect(keys.press({ key: '?' }, 30)).toEqual({ kind: 'match', id: 'help' });
    expect(keys.press({ key: 'Escape' }, 40)).toEqual({ kind: 'match', id: 'escape' });
  });

  it('waits after the first key of a sequence, then matches the pair', () => {
    const keys = matcher();
    expect(keys.press({ key: 'g' }, 0)).toEqual({ kind: 'pending' });
    expect(keys.press({ key: 't' }, 400)).toEqual({ kind: 'match', id: 'go-tests' });
    expect(keys.press({ key: 'g' }, 500)).toEqual({ kind: 'pending' });
    expect(keys.press({ key: 'q' }, 600)).toEqual({ kind: 'match', id: 'go-quarantines' });
    // After a completed sequence, `q` alone is the quarantine shortcut again.
    expect(keys.press({ key: 'q' }, 700)).toEqual({ kind: 'match', id: 'quarantine' });
  });

  it('lets Shift pass inside a sequence without breaking it', () => {
    const keys = matcher();
    expect(keys.press({ key: 'g' }, 0)).toEqual({ kind: 'pending' });
    expect(keys.press({ key: 'Shift' }, 50)).toEqual({ kind: 'none' });
    expect(keys.press({ key: 'a' }, 100)).toEqual({ kind: 'match', id: 'go-activity' });
  });

  it('forgets a started sequence after the timeout', () => {
    const keys = matcher();
    keys.press({ key: 'g' }, 0);
    // `o` alone means nothing; too late to complete `g o`.
    expect(keys.press({ key: 'o' }, SEQUENCE_TIMEOUT_MS + 1)).toEqual({ kind: 'none' });
    keys.press({ key: 'g' }, 10_000);
    expect(keys.press({ key: 'o' }, 10_000 + SEQUENCE_TIMEOUT_MS)).toEqual({ kind: 'match', id: 'go-overview' });
  });

  it('treats a key that cannot follow the prefix as a key of its own', () => {
    const keys = matcher();
    keys.press({ key: 'g' }, 0);
    expect(keys.press({ key: 'j' }, 10)).toEqual({ kind: 'match', id: 'next-row' });
    keys.press({ key: 'g' }, 20);
    expect(keys.press({ key: 'g' }, 30)).toEqual({ kind: 'pending' });
    expect(keys.press({ key: 'a' }, 40)).toEqual({ kind: 'match', id: 'go-activity' });
  });

  it('does not mistake a capital letter, a chord or an Alt key for a shortcut', () => {
    const keys = matcher();
    expect(keys.press({ key: 'J' }, 0)).toEqual({ kind: 'none' });
    expect(keys.press({ key: 'j', ctrlKey: true }, 10)).toEqual({ kind: 'none' });
    keys.press({ key: 'g' }, 20);
    expect(keys.press({ key: 't', altKey: true }, 30)).toEqual({ kind: 'none' });
    // Alt ended the sequence: `t` alone is nothing.
    expect(keys.press({ key: 't' }, 40)).toEqual({ kind: 'none' });
  });

  it('reset() drops a started sequence', () => {
    const keys = matcher();
    keys.press({ key: 'g' }, 0);
    keys.reset();
    expect(keys.press({ key: 't' }, 10)).toEqual({ kind: 'none' });
  });

  it('gives every shortcut a distinct key sequence, none the prefix of another', () => {
    const sequences = SHORTCUTS.map((shortcut) => shortcut.keys.join(' '));
    expect(new Set(sequences).size).toBe(sequences.length);
    for (const a of SHORTCUTS) {
      for (const b of SHORTCUTS) {
        if (a !== b && b.keys.length > a.keys.length) expect(b.keys.slice(0, a.keys.length)).not.toEqual(a.keys);
      }
    }
  });
});
