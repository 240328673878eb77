import { describe, expect, it } from 'vitest';
import { repositoryPeriodFigure, seriesDays } from './repository-period-figures';

const bucket = (day: string, value: number) => ({ start: `${day}T00:00:00Z`, end: `${day}T23:59:59Z`, value });
const SERIES = [bucket('2026-11-17', 4), bucket('2026-11-18', 1), bucket('2026-11-19', 0), bucket('2026-11-20', 6)];

describe('repositoryPeriodFigure', () => {
  it('adds failed executions up over the period', () => {
    expect(repositoryPeriodFigure('failed_executions', SERIES, { from: '2026-11-18', to: '2026-11-20' })).toBe(7);
  });

  it('reads a test count at the period’s last day', () => {
    expect(repositoryPeriodFigure('flaky_tests', SERIES, { from: '2026-11-17', to: '2026-11-18' })).toBe(1);
  });

  it('has no figure for a period reaching outside the series', () => {
    expect(repositoryPeriodFigure('failed_executions', SERIES, { from: '2026-11-16', to: '2026-11-18' })).toBeNull();
    expect(repositoryPeriodFigure('total_tests', SERIES, { from: '2026-11-20', to: '2026-11-21' })).toBeNull();
  });

  it('names the days the series holds', () => {
    expect(seriesDays(SERIES)).toEqual({ from: '2026-11-17', to: '2026-11-20' });
    expect(seriesDays([])).toBeNull();
  });
});
