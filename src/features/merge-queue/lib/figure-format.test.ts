import { describe, expect, it } from 'vitest';
import { formatFigure, formatFigureChange } from './figure-format';

describe('merge-queue figure format', () => {
  it('reads each unit in its own terms, and nothing measured as a dash', () => {
    expect(formatFigure(1234, 'count')).toBe('1,234');
    expect(formatFigure(2.25, 'count')).toBe('2.3');
    expect(formatFigure(185, 'seconds')).toBe('3 min 5 s');
    expect(formatFigure(0.125, 'ratio')).toBe('12.5%');
    expect(formatFigure(2.04, 'pull requests')).toBe('2.0 PRs');
    expect(formatFigure(12.25, 'per day')).toBe('12.3 PRs/day');
    expect(formatFigure(null, 'seconds')).toBe('—');
  });

  it('words a change of a ratio in points', () => {
    expect(formatFigureChange(0.05, 'ratio')).toBe('5.0 points');
    expect(formatFigureChange(3, 'count')).toBe('3');
  });

  it('keeps a change too small for one decimal visible', () => {
    expect(formatFigureChange(0.04, 'pull requests')).toBe('0.04 PRs');
    expect(formatFigureChange(-0.013, 'per day')).toBe('-0.013 PRs/day');
    expect(formatFigureChange(0.25, 'pull requests')).toBe('0.3 PRs');
  });
});
