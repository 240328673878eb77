import { describe, expect, it } from 'vitest';
import { measureFirstScreen } from './first-screen';

const ORIGIN = 'http://127.0.0.1:5611';

describe('measureFirstScreen', () => {
  const entries = [
    { url: `${ORIGIN}/assets/index-a.js`, start: 5, bytes: 1000 },
    { url: `${ORIGIN}/assets/index-b.css`, start: 6, bytes: 300 },
    { url: 'http://127.0.0.1:5610/v1/ci/acme/repositories/checkout/search/tests?per_page=25', start: 300, bytes: 5000 },
    { url: `${ORIGIN}/favicon.svg`, start: 310, bytes: 200 },
    { url: `${ORIGIN}/assets/route-c.js`, start: 200, bytes: 400 },
    { url: `${ORIGIN}/assets/route-c.js`, start: 250, bytes: 0 },
    { url: `${ORIGIN}/assets/chart-d.js`, start: 900, bytes: 700 },
  ];

  it('sums the origin’s JS and CSS started before the first data, each file once, JS and CSS apart', () => {
    const screen = measureFirstScreen(entries, ORIGIN, 800);
    expect(screen.files.map((file) => file.path)).toEqual(['/assets/index-a.js', '/assets/index-b.css', '/assets/route-c.js']);
    expect(screen).toMatchObject({ jsBytes: 1400, cssBytes: 300 });
  });

  it('leaves out a chunk that starts at or after the first data', () => {
    expect(measureFirstScreen(entries, ORIGIN, 900).jsBytes).toBe(1400);
    expect(measureFirstScreen(entries, ORIGIN, 901).jsBytes).toBe(2100);
  });
});
