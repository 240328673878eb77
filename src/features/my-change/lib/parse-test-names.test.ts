import { describe, expect, it } from 'vitest';
import { MAX_PASTED_NAMES } from './my-change-search';
import { parseTestNames, testNameOfLine } from './parse-test-names';

describe('testNameOfLine', () => {
  it.each([
    [
      'FAILED tests/payments/test_webhooks.py::TestStripe::test_retries - requests.exceptions.ReadTimeout: boom',
      'tests/payments/test_webhooks.py::TestStripe::test_retries',
    ],
    [
      ' ✕ src/cart/cart-totals.test.ts > cartTotals > rounds tax per line item (12 ms)',
      'src/cart/cart-totals.test.ts > cartTotals > rounds tax per line item',
    ],
    ['2026-11-20T11:49:51.635Z FAIL  src/a.test.ts > a > b', 'src/a.test.ts > a > b'],
    ['[12:00:01] × e2e/x.spec.ts > pays [1.2s]', 'e2e/x.spec.ts > pays'],
    ['\u001b[31mFAILED\u001b[0m com.acme.ReservationServiceTest.releasesStock', 'com.acme.ReservationServiceTest.releasesStock'],
    ['not ok 3 - Checkout smoke places an order', 'Checkout smoke places an order'],
    ['com.acme.Test.retriesAfter500ms', 'com.acme.Test.retriesAfter500ms'],
    ['src/a.test.ts > a > times out after 10s', 'src/a.test.ts > a > times out after 10s'],
  ])('reads %j', (line, name) => {
    expect(testNameOfLine(line)).toBe(name);
  });

  // Real lines of each runner's output, as a CI log shows them.
  it.each([
    ['pytest short summary', 'FAILED tests/x.py::TestA::test_b - AssertionError', 'tests/x.py::TestA::test_b'],
    ['pytest verbose', 'tests/x.py::TestA::test_b FAILED                                   [ 50%]', 'tests/x.py::TestA::test_b'],
    ['pytest error', 'ERROR tests/x.py::test_db - sqlalchemy.exc.OperationalError: no such table', 'tests/x.py::test_db'],
    [
      'Vitest failed test with its bare duration',
      ' × src/cart/cart-totals.test.ts > cartTotals > rounds tax per line item 12ms',
      'src/cart/cart-totals.test.ts > cartTotals > rounds tax per line item',
    ],
    ['Vitest duration in seconds', '   × src/a.test.ts > a > times out after 10s 5012ms', 'src/a.test.ts > a > times out after 10s'],
    ['Vitest FAIL header', 'FAIL src/x.test.ts > a > b', 'src/x.test.ts > a > b'],
    ['Vitest FAIL header, colours kept', '\u001b[31m FAIL \u001b[39m src/x.test.ts > a > b', 'src/x.test.ts > a > b'],
    ['Jest test line', '    ✕ rounds tax per line item (12 ms)', 'rounds tax per line item'],
    ['Jest failure header', '  ● cartTotals › rounds tax per line item', 'cartTotals > rounds tax per line item'],
    ['Gradle', 'CartTest > roundsTax() FAILED', 'CartTest.roundsTax'],
    ['Gradle, qualified class', 'com.acme.checkout.CartTest > roundsTax() FAILED', 'com.acme.checkout.CartTest.roundsTax'],
    ['Maven Surefire 2', '[ERROR] roundsTax(com.acme.CartTest)  Time elapsed: 0.01 s  <<< FAILURE!', 'com.acme.CartTest.roundsTax'],
    ['Maven Surefire 3', '[ERROR] com.acme.CartTest.roundsTax -- Time elapsed: 0.012 s <<< FAILURE!', 'com.acme.CartTest.roundsTax'],
    ['Maven summary', '[ERROR]   CartTest.roundsTax:42 expected: <1.07> but was: <1.06>', 'CartTest.roundsTax'],
    ['Go', '--- FAIL: TestRoundsTax (0.00s)', 'TestRoundsTax'],
    ['Go subtest', '    --- FAIL: TestCart/rounds_tax_per_line (0.01s)', 'TestCart/rounds_tax_per_line'],
    ['RSpec rerun list', 'rspec ./spec/cart_spec.rb:12 # Cart rounds tax', 'Cart rounds tax'],
    [
      'RSpec with a timestamp',
      '2026-11-20T11:49:51Z rspec ./spec/smoke/checkout_smoke_spec.rb:8 # Checkout smoke places an order',
      'Checkout smoke places an order',
    ],
  ])('reads %s', (_runner, line, name) => {
    expect(testNameOfLine(line)).toBe(name);
  });

  it('keeps a bare duration that no Vitest or Jest mark vouches for: it may be part of the name', () => {
    expect(testNameOfLine('src/a.test.ts > a > times out after 10s')).toBe('src/a.test.ts > a > times out after 10s');
    expect(testNameOfLine('FAILED com.acme.Test.retriesAfter500ms')).toBe('com.acme.Test.retriesAfter500ms');
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
