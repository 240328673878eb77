/** Invisible characters that change how a string reads: bidi overrides (`test\u202Egnp.exe` reads "testexe.png"), zero-widths, C0/C1. */

export type TextSegment = { kind: 'text'; text: string } | { kind: 'hidden'; codePoint: number; marker: string; description: string };

/** Why each character is revealed, in the words of its Unicode name (what the marker's tooltip says). */
const NAMED: ReadonlyMap<number, string> = new Map([
  [0x0009, 'character tabulation'],
  [0x000a, 'line feed'],
  [0x000d, 'carriage return'],
  [0x061c, 'Arabic letter mark'],
  [0x180e, 'Mongolian vowel separator'],
  [0x200b, 'zero width space'],
  [0x200c, 'zero width non-joiner'],
  [0x200d, 'zero width joiner'],
  [0x200e, 'left-to-right mark'],
  [0x200f, 'right-to-left mark'],
  [0x2028, 'line separator'],
  [0x2029, 'paragraph separator'],
  [0x202a, 'left-to-right embedding'],
  [0x202b, 'right-to-left embedding'],
  [0x202c, 'pop directional formatting'],
  [0x202d, 'left-to-right override'],
  [0x202e, 'right-to-left override'],
  [0x2060, 'word joiner'],
  [0x2061, 'function application'],
  [0x2062, 'invisible times'],
  [0x2063, 'invisible separator'],
  [0x2064, 'invisible plus'],
  [0x2066, 'left-to-right isolate'],
  [0x2067, 'right-to-left isolate'],
  [0x2068, 'first strong isolate'],
  [0x2069, 'pop directional isolate'],
  [0xfeff, 'zero width no-break space (byte-order mark)'],
]);

// One character class, a capture each (a split keeps them); `keeping` leaves tab, line feed and carriage return alone.
const BEYOND_C0 = `\\u{7f}-\\u{9f}${[...NAMED.keys()].flatMap((point) => (point > 0x9f ? [`\\u{${point.toString(16)}}`] : [])).join('')}`;
const HIDDEN = {
  all: new RegExp(`([\\u{0}-\\u{1f}${BEYOND_C0}])`, 'u'),
  keeping: new RegExp(`([\\u{0}-\\u{8}\\u{b}\\u{c}\\u{e}-\\u{1f}${BEYOND_C0}])`, 'u'),
};

/** `U+202E`: the form people search for. */
export function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

function describe(codePoint: number): string {
  const name = NAMED.get(codePoint) ?? (codePoint <= 0x1f || codePoint === 0x7f ? 'control character' : 'C1 control character');
  return `Invisible character ${codePointLabel(codePoint)} (${name}), shown here so it cannot disguise the text`;
}

/** The string cut into plain runs and the hidden characters between them, each with its visible marker. `keepLineBreaks`: free
 * text (a reason, a message) keeps its line feeds, tabs and carriage returns: there a break is meant. */
export function revealHiddenCharacters(text: string, { keepLineBreaks = false }: { keepLineBreaks?: boolean } = {}): TextSegment[] {
  return text.split(keepLineBreaks ? HIDDEN.keeping : HIDDEN.all).flatMap((part, index): TextSegment[] => {
    if (index % 2 === 0) return part === '' ? [] : [{ kind: 'text', text: part }];
    const codePoint = part.codePointAt(0) ?? 0;
    return [{ kind: 'hidden', codePoint, marker: `⟨${codePointLabel(codePoint)}⟩`, description: describe(codePoint) }];
  });
}

/** For places that take a plain string only (a native `<option>`, a notification title). */
export function plainDataText(text: string, maxCharacters: number): string {
  const shown = revealHiddenCharacters(text)
    .map((segment) => (segment.kind === 'text' ? segment.text : segment.marker))
    .join('');
  const characters = Array.from(shown);
  return characters.length > maxCharacters ? `${characters.slice(0, maxCharacters).join('')}…` : shown;
}
