import { describe, expect, it } from 'vitest';
import { DECISIONS_SECTION, readDecidedKeys, reconcile, reconciliationReport } from './decided-differences';

const MARKDOWN = [
  '## Another section',
  '| `GET /elsewhere: not ours` | ours | not this section |',
  '',
  DECISIONS_SECTION,
  'Text before the table.',
  '',
  '| Difference | We follow | Why |',
  '|---|---|---|',
  '| `GET /a response 200 .x type: vendor string, ours integer` | ours | a reason |',
  '| `GET /a response 200 .events[]<type=*>.id format: vendor uuid5, ours uuid` | ours | a reason |',
  '',
  '## The next section',
  '| `GET /after: not ours` | ours | not this section |',
].join('\n');

describe('readDecidedKeys', () => {
  it("reads the first column's keys of its own section only", () => {
    expect(readDecidedKeys(MARKDOWN)).toEqual([
      'GET /a response 200 .x type: vendor string, ours integer',
      'GET /a response 200 .events[]<type=*>.id format: vendor uuid5, ours uuid',
    ]);
  });

  it('refuses a document without the section', () => {
    expect(() => readDecidedKeys('# Decisions\n')).toThrow(DECISIONS_SECTION);
  });
});

describe('reconcile', () => {
  const decided = readDecidedKeys(MARKDOWN);

  it('lets a * stand for one token, so the keyword and both values stay exact', () => {
    const found = [
      'GET /a response 200 .x type: vendor string, ours integer',
      'GET /a response 200 .events[]<type=a.b>.id format: vendor uuid5, ours uuid',
      'GET /a response 200 .events[]<type=a.b>.id format: vendor uuid7, ours uuid',
      'GET /a response 200 .events[]<type=a b>.id format: vendor uuid5, ours uuid',
    ];
    expect(reconcile(found, decided)).toEqual({ undecided: found.slice(2), stale: [] });
  });

  it('names the rows no difference matches any more', () => {
    expect(reconcile(['GET /a response 200 .x type: vendor string, ours integer'], decided)).toEqual({
      undecided: [],
      stale: ['GET /a response 200 .events[]<type=*>.id format: vendor uuid5, ours uuid'],
    });
  });

  it('prints undecided keys as rows ready to paste', () => {
    expect(reconciliationReport({ undecided: ['GET /b: x'], stale: [] })).toContain('| `GET /b: x` | | |');
  });
});
