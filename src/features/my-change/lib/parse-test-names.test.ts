import { describe, expect, it } from 'vitest';
import { MAX_PASTED_NAMES, parseTestNames, testNameOfLine } from './parse-test-names';

describe('testNameOfLine', () => {
  it.each([
    ['FAILED tests/payments/test_webhooks.py::TestStripe::test_retries - requests.exceptions.ReadTimeout: boom', 'tests/payments/test_webhooks.py::TestStripe::test_retries'],
    [' ✕ src/cart/cart-totals.test.ts > cartTotals > rounds tax per line item (12 ms)', 'src/cart/cart-totals.test.ts > cartTotals > rounds tax per line item'],
    ['2026-11-20T11:49:51.635Z FAIL  src/a.test.ts > a > b', 'src/a.test.ts > a > b'],
    ['[12:00:01] × e2e/x.spec.ts > pays [1.2s]', 'e2e/x.spec.ts > pays'],
    ['\u001b[31mFAILED\u001b[0m com.acme.ReservationServiceTest.releasesStock', 'com.acme.ReservationServiceTest.releasesStock'],
    ['not ok 3 - Checkout smoke places an order', 'Checkout smoke places an order'],
    ['com.acme.Test.retriesAfter500ms', 'com.acme.Test.retriesAfter500ms'],
    ['src/a.test.ts > a > times out after 10s', 'src/a.test.ts > a > times out after 10s'],
  ])('reads %j', (line, name) => {
    expect(testNameOfLine(line)).toBe(name);
  });

  it('leaves nothing of an empty or status-only line', () => {
    expect(testNameOfLine('   ')).toBeNull();
    expect(testNameOfLine('2026-11-20T11:49:51Z ')).toBeNull();
  });
});

describe('parseTestNames', () => {
  it('keeps each name once, in order, one per line whatever the line endings', () => {
    expect(parseTestNames('FAILED b\r\n\r\n✕ a\rFAILED b\n')).toEqual({ names: ['b', 'a'], dropped: 0 });
  });

  it('stops at the limit and says how many were left out', () => {
    const text = Array.from({ length: MAX_PASTED_NAMES + 3 }, (_, index) => `test ${index}`).join('\n');
    const parsed = parseTestNames(text);
    expect(parsed.names).toHaveLength(MAX_PASTED_NAMES);
    expect(parsed.dropped).toBe(3);
  });
});
