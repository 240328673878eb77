import { describe, expect, it } from 'vitest';
import { MAX_TAIL, splitForMiddleCut } from './middle-cut';

describe('splitForMiddleCut', () => {
  it('keeps the test’s own name, after the last suite separator', () => {
    expect(splitForMiddleCut('src/cart/cart-totals.test.ts > cartTotals > rounds tax per line item')).toEqual([
      'src/cart/cart-totals.test.ts > cartTotals',
      ' > rounds tax per line item',
    ]);
    expect(splitForMiddleCut('tests/api/test_orders.py::test_refund')).toEqual(['tests/api/test_orders.py', '::test_refund']);
  });

  it('keeps the last characters when no separator leaves a short end, and the whole name always', () => {
    const name = `a/${'x'.repeat(80)}`;
    const [head, tail] = splitForMiddleCut(name);
    expect(tail).toHaveLength(MAX_TAIL);
    expect(head + tail).toBe(name);
    expect(splitForMiddleCut('short')).toEqual(['', 'short']);
  });

  it('starts the end at a word when the name is a sentence', () => {
    const name = 'Fraud permissions reserves a discount code when the gateway times out';
    expect(splitForMiddleCut(name)).toEqual(['Fraud permissions reserves a discount', ' code when the gateway times out']);
  });
});
