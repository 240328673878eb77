// Key presses into shortcuts, sequences such as `g t` too; the caller passes the time. Ctrl or ⌘ is
// `mod+k`; Shift is part of the key (the browser reports `?`).

export type KeyStroke = Pick<KeyboardEvent, 'key'> & Partial<Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey'>>;

export type SequenceResult<Id extends string> = { kind: 'match'; id: Id } | { kind: 'pending' } | { kind: 'none' };

export const SEQUENCE_TIMEOUT_MS = 1500;

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Meta', 'Alt', 'AltGraph', 'CapsLock', 'Fn', 'OS']);

/** Null for a modifier alone (Shift on the way to `?`) or anything with Alt (which types characters on many layouts). */
export function strokeName(stroke: KeyStroke): string | null {
  if (MODIFIER_KEYS.has(stroke.key) || stroke.altKey) return null;
  if (stroke.ctrlKey || stroke.metaKey) return `mod+${stroke.key.toLowerCase()}`;
  return stroke.key;
}

export function createKeySequenceMatcher<Id extends string>(bindings: readonly { id: Id; keys: readonly string[] }[]) {
  const sequences = bindings.map((binding) => ({ id: binding.id, typed: binding.keys.join(' ') }));
  let pending = '';
  let lastPress = 0;

  const lookup = (typed: string): SequenceResult<Id> => {
    const exact = sequences.find((sequence) => sequence.typed === typed);
    if (exact) return { kind: 'match', id: exact.id };
    return sequences.some((sequence) => sequence.typed.startsWith(`${typed} `)) ? { kind: 'pending' } : { kind: 'none' };
  };

  return {
    press(stroke: KeyStroke, now: number): SequenceResult<Id> {
      const name = strokeName(stroke);
      if (name === null) {
        if (stroke.altKey) pending = '';
        return { kind: 'none' };
      }
      const started = pending !== '' && now - lastPress <= SEQUENCE_TIMEOUT_MS;
      let typed = started ? `${pending} ${name}` : name;
      let result = lookup(typed);
      // `g` then `j`: no sequence goes on so, and `j` counts on its own.
      if (result.kind === 'none' && started) {
        typed = name;
        result = lookup(typed);
      }
      pending = result.kind === 'pending' ? typed : '';
      lastPress = now;
      return result;
    },
    reset() {
      pending = '';
    },
  };
}
