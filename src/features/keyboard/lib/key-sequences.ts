// Key presses into shortcuts, sequences such as `g t` too; the caller passes the time. Ctrl or ⌘ is
// `mod+k`; Shift is part of the key (the browser reports `?`).

export interface KeyStroke {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

export interface KeyBinding<Id extends string> {
  id: Id;
  keys: readonly string[];
}

export type SequenceResult<Id extends string> = { kind: 'match'; id: Id } | { kind: 'pending' } | { kind: 'none' };

export const SEQUENCE_TIMEOUT_MS = 1500;

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Meta', 'Alt', 'AltGraph', 'CapsLock', 'Fn', 'OS']);

/** Null for a modifier alone (Shift on the way to `?`) or anything with Alt (which types characters on many layouts). */
export function strokeName(stroke: KeyStroke): string | null {
  if (MODIFIER_KEYS.has(stroke.key) || stroke.altKey) return null;
  if (stroke.ctrlKey || stroke.metaKey) return `mod+${stroke.key.toLowerCase()}`;
  return stroke.key;
}

export interface KeySequenceMatcher<Id extends string> {
  press(stroke: KeyStroke, now: number): SequenceResult<Id>;
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
        if (stroke.altKey) pending = [];
        return { kind: 'none' };
      }
      const started = pending.length > 0 && now - lastPress <= timeoutMs ? pending : [];
      let keys = [...started, name];
      let result = lookup(keys);
      // `g` then `j`: no sequence goes on so, and `j` counts on its own.
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
