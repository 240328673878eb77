// How a repository writes its generated words: plainly, except `acme/hostile`, whose every text (down to the
// activity log's) is data a careless UI trips on: markup, right-to-left overrides, zero-width characters, 10,000 characters.

/** The text fields a style writes. */
export type TextField =
  | 'testName'
  | 'filePath'
  | 'functionName'
  | 'failureMessage'
  | 'eventText'
  | 'stackTrace'
  | 'reason'
  | 'pullRequestTitle'
  | 'branch'
  | 'login'
  | 'pipeline'
  | 'job';

/** Rewrites the `ordinal`-th value of `field` (an index of the entity, so the choice is stable). */
export type TextStyle = (field: TextField, text: string, ordinal: number) => string;

export const PLAIN_TEXT: TextStyle = (_field, text) => text;

export const HOSTILE_PAYLOADS = {
  html: '<img src=x onerror=alert(1)>',
  script: '<script>alert(1)</script>',
  /** Shown as "testexe.png" wherever a data string is not isolated. */
  rightToLeft: 'test\u202Egnp.exe',
  zeroWidth: '\u200B\u200C\u200D\uFEFF',
} as const;

export const HOSTILE_KINDS = ['html', 'script', 'rightToLeft', 'zeroWidth', 'long'] as const;
export type HostileKind = (typeof HOSTILE_KINDS)[number];

/** Length of a long value where the contract bounds none (test names and reasons are bounded at 10,000). */
export const LONG_TEXT_LENGTH = 10_000;
/** Fields also taken as filters or in 255-bounded bodies (pipeline, job, branch, login) stay within 255. */
const BOUNDED_FIELDS: ReadonlySet<TextField> = new Set(['branch', 'login', 'pipeline', 'job']);
const BOUNDED_LENGTH = 255;

/** The kind of payload the `ordinal`-th value of a field carries: each kind in turn. */
export function hostileKindOf(ordinal: number): HostileKind {
  return HOSTILE_KINDS[((ordinal % HOSTILE_KINDS.length) + HOSTILE_KINDS.length) % HOSTILE_KINDS.length] as HostileKind;
}

/** `text` padded to exactly `length` characters with a word repeated (no space: it must wrap anywhere). */
function longVersion(text: string, length: number): string {
  if (text.length >= length) return text.slice(0, length);
  const filler = 'long_segment_'.repeat(Math.ceil(length / 13));
  return `${text}_${filler}`.slice(0, length);
}

export const HOSTILE_TEXT: TextStyle = (field, text, ordinal) => {
  const kind = hostileKindOf(ordinal);
  switch (kind) {
    case 'html':
      return `${text} ${HOSTILE_PAYLOADS.html}`;
    case 'script':
      return `${HOSTILE_PAYLOADS.script}${text}`;
    case 'rightToLeft':
      return `${text} ${HOSTILE_PAYLOADS.rightToLeft}`;
    case 'zeroWidth': {
      const middle = Math.ceil(text.length / 2);
      return `${text.slice(0, middle)}${HOSTILE_PAYLOADS.zeroWidth}${text.slice(middle)}`;
    }
    case 'long':
      return longVersion(text, BOUNDED_FIELDS.has(field) ? BOUNDED_LENGTH : LONG_TEXT_LENGTH);
  }
};
