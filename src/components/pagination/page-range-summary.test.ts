import { describe, expect, it } from 'vitest';
import { TESTS } from '@/domain/tests/units';
import { pageRangeSummary } from './page-range-summary';

const EVENTS = { one: 'event', many: 'events' };

describe('pageRangeSummary', () => {
  it('numbers the rows on screen across pages, with the total', () => {
    expect(pageRangeSummary({ page: 1, perPage: 25, size: 25, total: 1379, noun: EVENTS })).toBe('1–25 of 1,379 events');
    expect(pageRangeSummary({ page: 56, perPage: 25, size: 4, total: 1379, noun: EVENTS })).toBe('1,376–1,379 of 1,379 events');
    expect(pageRangeSummary({ page: 2, perPage: 25, size: 25, total: 537, noun: TESTS })).toBe('26–50 of 537 tests');
  });

  it('goes without the total while it is not known', () => {
    expect(pageRangeSummary({ page: 2, perPage: 50, size: 50, total: null, noun: EVENTS })).toBe('51–100 events');
  });

  it('says so when a page is empty', () => {
    expect(pageRangeSummary({ page: 3, perPage: 25, size: 0, total: 50, noun: EVENTS })).toBe('No events on this page of 50');
    expect(pageRangeSummary({ page: 3, perPage: 25, size: 0, total: null, noun: EVENTS })).toBe('No events on this page');
  });

  it('names one of its unit in the singular', () => {
    expect(pageRangeSummary({ page: 1, perPage: 25, size: 1, total: 1, noun: TESTS })).toBe('1–1 of 1 test');
    expect(pageRangeSummary({ page: 2, perPage: 25, size: 1, total: 1, noun: TESTS })).toBe('1 test');
  });

  it('never claims rows past the total (a hand-edited page index)', () => {
    expect(pageRangeSummary({ page: 40, perPage: 25, size: 5, total: 537, noun: TESTS })).toBe('537 tests');
    expect(pageRangeSummary({ page: 22, perPage: 25, size: 30, total: 537, noun: TESTS })).toBe('526–537 of 537 tests');
  });
});
