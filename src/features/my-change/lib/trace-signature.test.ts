import { describe, expect, it } from 'vitest';
import { sharedFailures, traceSignature } from './trace-signature';

const vitestTrace = (file: string, line: number, expected: number) =>
  [
    `AssertionError: expected ${expected} to be ${expected + 1} // Object.is equality`,
    `    at /home/runner/work/checkout/checkout/${file}:${line}:8`,
    '    at file:///home/runner/work/checkout/checkout/node_modules/@vitest/runner/dist/index.js:533:5',
    '    at runTest (file:///home/runner/work/checkout/checkout/node_modules/@vitest/runner/dist/index.js:1056:11)',
  ].join('\n');

describe('traceSignature', () => {
  it('strips paths, line and column numbers and the numbers of the message', () => {
    expect(traceSignature(vitestTrace('src/cart/cart-totals.test.ts', 129, 8306))).toBe(
      ['AssertionError: expected <n> to be <n> // Object.is equality', 'at <path>', 'at runTest (<path>)'].join('\n'),
    );
    expect(traceSignature(vitestTrace('src/a.test.ts', 3, 1))).toBe(traceSignature(vitestTrace('src/b/c.test.ts', 77, 52)));
  });

  it('strips Python file positions and Java source positions', () => {
    const python = [
      'Traceback (most recent call last):',
      '  File "/home/runner/work/checkout/checkout/tests/payments/test_webhooks.py", line 164, in test_retries',
      '    response = client.submit(payload)',
      "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.payments.internal', port=443): Read timed out. (read timeout=10)",
    ].join('\n');
    expect(traceSignature(python)).toBe(
      [
        'Traceback (most recent call last):',
        'File "<path>" in test_retries',
        'response = client.submit(payload)',
        "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.payments.internal', port=<n>): Read timed out. (read timeout=<n>)",
      ].join('\n'),
    );
    expect(traceSignature('\tat com.acme.ReservationService.release(ReservationService.java:88)')).toBe(
      'at com.acme.ReservationService.release(<file>)',
    );
  });

  it('strips ids, hashes and addresses but keeps words', () => {
    expect(traceSignature('Order 3f2a9c1e-0b4d-4a7e-9f11-2c3d4e5f6a7b not found at 0x7ffde4a1 (commit cec2143625c5) deadbeef')).toBe(
      'Order <id> not found at <id> (commit <id>) deadbeef',
    );
  });

  it('strips numbers that carry a unit, not digits inside names', () => {
    expect(traceSignature('Error: Test timed out in 5000ms. in test2 on python3 after 1.5s')).toBe(
      'Error: Test timed out in <n>ms. in test2 on python3 after <n>s',
    );
  });

  it('drops blank lines, colour codes and repeated frames', () => {
    expect(traceSignature('\u001b[31mError: x\u001b[0m\n\n  at f (a/b.js:1:1)\n  at f (a/b.js:2:2)\r\n')).toBe('Error: x\nat f (<path>)');
  });
});

describe('sharedFailures', () => {
  it('groups different tests failing the same way, most tests first, one entry per test', () => {
    const a = { testId: 'a', testName: 'A', exceptionType: 'AssertionError', trace: vitestTrace('src/a.test.ts', 1, 1) };
    const b = { testId: 'b', testName: 'B', exceptionType: 'AssertionError', trace: vitestTrace('src/b.test.ts', 9, 40) };
    const aAgain = { ...a, trace: vitestTrace('src/a.test.ts', 2, 7) };
    const other = { testId: 'c', testName: 'C', exceptionType: 'TypeError', trace: vitestTrace('src/c.test.ts', 1, 1) };
    const shared = sharedFailures([a, b, aAgain, other]);
    expect(shared).toHaveLength(1);
    expect(shared[0]?.tests).toEqual([
      { testId: 'a', testName: 'A' },
      { testId: 'b', testName: 'B' },
    ]);
    expect(sharedFailures([a, aAgain])).toEqual([]);
    expect(
      sharedFailures([
        { ...a, trace: '\n' },
        { ...b, trace: '' },
      ]),
    ).toEqual([]);
  });
});
