import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstScreenFiles, measureFirstScreen } from './first-screen';

const ORIGIN = 'http://127.0.0.1:5611';

describe('firstScreenFiles', () => {
  const entries = [
    { url: `${ORIGIN}/assets/index-a.js`, start: 5 },
    { url: `${ORIGIN}/assets/index-b.css`, start: 6 },
    { url: 'http://127.0.0.1:5610/v1/ci/acme/repositories/checkout/search/tests?per_page=25', start: 300 },
    { url: `${ORIGIN}/favicon.svg`, start: 310 },
    { url: `${ORIGIN}/assets/route-c.js`, start: 200 },
    { url: `${ORIGIN}/assets/route-c.js`, start: 250 },
    { url: `${ORIGIN}/assets/chart-d.js`, start: 900 },
  ];

  it('keeps the origin’s JS and CSS started before the first data, each once', () => {
    expect(firstScreenFiles(entries, ORIGIN, 800)).toEqual([
      { path: '/assets/index-a.js', kind: 'js' },
      { path: '/assets/index-b.css', kind: 'css' },
      { path: '/assets/route-c.js', kind: 'js' },
    ]);
  });

  it('leaves out a chunk that starts at or after the first data', () => {
    expect(firstScreenFiles(entries, ORIGIN, 900).map((file) => file.path)).not.toContain('/assets/chart-d.js');
    expect(firstScreenFiles(entries, ORIGIN, 901).map((file) => file.path)).toContain('/assets/chart-d.js');
  });
});

describe('measureFirstScreen', () => {
  it('sizes each file gzipped from the build folder and sums JS and CSS apart', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-first-screen-'));
    const js = 'export const answer = 42;\n'.repeat(50);
    const css = '.row { color: red; }\n'.repeat(20);
    writeFileSync(join(dir, 'a.js'), js);
    writeFileSync(join(dir, 'b.css'), css);
    const screen = measureFirstScreen(
      [
        { url: `${ORIGIN}/a.js`, start: 1 },
        { url: `${ORIGIN}/b.css`, start: 2 },
      ],
      { url: ORIGIN, dir },
      10,
    );
    expect(screen.jsBytes).toBe(gzipSync(js, { level: 9 }).length);
    expect(screen.cssBytes).toBe(gzipSync(css, { level: 9 }).length);
    expect(screen.files).toHaveLength(2);
  });
});
