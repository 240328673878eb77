/*
 * Turns single key presses into shortcuts, including two-key sequences such as `g t`. Pure: the caller
 * passes the time, so tests need no timers. A chord with Ctrl or ⌘ is written `mod+k`; Shift is part
 * of the key itself (`?` is Shift+/ on most layouts, and the browser already reports `?`).
 */

/** What a keyboard event tells us, without the DOM. */
export interface KeyStroke {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

export interface KeyBinding<Id extends string> {
  id: Id;
  /** One entry per key press, e.g. `['g', 't']` or `['mod+k']`. */
  keys: readonly string[];
}

export type SequenceResult<Id extends string> =
  | { kind: 'match'; id: Id }
  /** The first key of a sequence: the caller should swallow it and wait for the next. */
  | { kind: 'pending' }
  | { kind: 'none' };

/** How long the second key of a sequence may wait; GitHub and Gmail use about a second too. */
export const SEQUENCE_TIMEOUT_MS = 1500;

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Meta', 'Alt', 'AltGraph', 'CapsLock', 'Fn', 'OS']);

/**
 * The name a binding uses for a stroke, or null for one no binding can mean: a modifier key on its own
 * (pressing Shift on the way to `?` must not break a sequence) or anything with Alt (which types
 * characters on many layouts, and is the host's and the browser's).
 */
export function strokeName(stroke: KeyStroke): string | null {
  if (MODIFIER_KEYS.has(stroke.key) || stroke.altKey) return null;
  if (stroke.ctrlKey || stroke.metaKey) return `mod+${stroke.key.toLowerCase()}`;
  return stroke.key;
}

export interface KeySequenceMatcher<Id extends string> {
  /** Feeds one key press at time `now` (ms). */
  press(stroke: KeyStroke, now: number): SequenceResult<Id>;
  /** Forgets a started sequence (focus moved into a field, a dialog opened). */
  reset(): void;
}

export function createKeySequenceMatcher<Id extends string>(
  bindings: readonly KeyBinding<Id>[],
  timeoutMs: number = SEQUENCE_TIMEOUT_MS,
): KeySequenceMatcher<Id> {
  let pending: string[] = [];
  let lastPress = 0;

  const lookup = (keys: readonly string[]): SequenceResult<Id> => {
    const exact = bindings.find((binding) => sameKeys(binding.keys, keys));
    if (exact) return { kind: 'match', id: exact.id };
    const prefix = bindings.some((binding) => binding.keys.length > keys.length && sameKeys(binding.keys.slice(0, keys.length), keys));
    return prefix ? { kind: 'pending' } : { kind: 'none' };
  };

  return {
    press(stroke, now) {
      const name = strokeName(stroke);
      if (name === null) {
        // A modifier alone keeps the sequence; Alt-anything ends it.
        if (stroke.altKey) pending = [];
        return { kind: 'none' };
      }
      const started = pending.length > 0 && now - lastPress <= timeoutMs ? pending : [];
      let keys = [...started, name];
      let result = lookup(keys);
      // `g` then `j`: no sequence goes on like that, so `j` counts on its own.
      if (result.kind === 'none' && started.length > 0) {
        keys = [name];
        result = lookup(keys);
      }
      pending = result.kind === 'pending' ? keys : [];
      lastPress = now;
      return result;
    },
    reset() {
      pending = [];
    },
  };
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, index) => key === b[index]);
}
