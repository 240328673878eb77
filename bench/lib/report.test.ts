import { describe, expect, it } from 'vitest';
import { formatValue, judge, markdownTable } from './report';

describe('judge', () => {
  it('compares a ratio target with the value over the reference', () => {
    const figure = judge({
      section: 's',
      name: 'n',
      value: 300,
      unit: 'ms',
      reference: { name: 'bare', value: 200 },
      target: { bound: 'at most', limit: 1.5, of: 'times' },
    });
    expect(figure.ratio).toBe(1.5);
    expect(figure.met).toBe(true);
    expect(judge({ ...figure, value: 301 }).met).toBe(false);
  });
  it('compares bounds with the value itself', () => {
    expect(judge({ section: 's', name: 'n', value: 100, unit: 'ms', target: { bound: 'at most', limit: 100 } }).met).toBe(true);
    expect(judge({ section: 's', name: 'n', value: 9_999, unit: 'events', target: { bound: 'at least', limit: 10_000 } }).met).toBe(false);
  });
  it('counts a figure not measured as missed, and one without a target as neither', () => {
    expect(judge({ section: 's', name: 'n', value: null, unit: 'ms', target: { bound: 'at most', limit: 1 } }).met).toBe(false);
    expect(judge({ section: 's', name: 'n', value: 3, unit: 'elements' }).met).toBeNull();
  });
});

describe('formatValue', () => {
  it('writes bytes as KiB and times as whole milliseconds above 10', () => {
    expect(formatValue(157 * 1024, 'KiB')).toBe('157.0 KiB');
    expect(formatValue(2217.4, 'ms')).toBe('2,217 ms');
    expect(formatValue(3.25, 'ms')).toBe('3.3 ms');
    expect(formatValue(0, 'ms')).toBe('0 ms');
    expect(formatValue(10_000, 'events')).toBe('10,000');
  });
});

describe('markdownTable', () => {
  it('names each section once and shows target, reference, ratio and verdict', () => {
    const table = markdownTable([
      judge({
        section: 'first data',
        name: 'search',
        value: 600,
        unit: 'ms',
        reference: { name: 'bare', value: 400 },
        target: { bound: 'at most', limit: 1.5, of: 'times' },
      }),
      judge({
        section: 'first data',
        name: 'detail',
        value: 700,
        unit: 'ms',
        reference: { name: 'bare', value: 400 },
        target: { bound: 'at most', limit: 1.5, of: 'times' },
      }),
    ]);
    const rows = table.split('\n');
    expect(rows[2]).toBe('| **first data** | search | 600 ms | ≤ 1.5× bare | bare 400 ms | 1.50× | ✓ |');
    expect(rows[3]).toBe('|  | detail | 700 ms | ≤ 1.5× bare | bare 400 ms | 1.75× | ✗ |');
  });
});

describe("a target offset from the same run's reference", () => {
  const offset = { bound: 'at most', limit: 150, of: 'plus' } as const;
  const figure = { section: 's', name: 'blocking', value: 400, unit: 'ms', target: offset } as const;
  it('holds the value to the reference plus the offset and says so', () => {
    const judged = judge({ ...figure, reference: { name: 'floor', value: 292 } });
    expect(judged.met).toBe(true);
    expect(judge({ ...judged, value: 443 }).met).toBe(false);
    expect(markdownTable([judged]).split('\n')[2]).toBe('| **s** | blocking | 400 ms | ≤ floor + 150 ms | floor 292 ms | 1.37× | ✓ |');
  });
  it('misses without a reference, and says none was measured', () => {
    const judged = judge(figure);
    expect(judged.met).toBe(false);
    expect(markdownTable([judged])).toContain('| ≤ reference (no reference measured) + 150 ms |');
    const points = judge({ section: 's', name: 'score', value: 90, unit: 'points', target: { bound: 'at least', limit: -5, of: 'plus' } });
    expect(markdownTable([points])).toContain('| ≥ reference (no reference measured) − 5 |');
  });
});
