import { describe, expect, it } from 'vitest';
import { bySet } from './figure-values';

describe('bySet', () => {
  it('reads each set’s figures back from one flat list of answers', () => {
    const sets = [{ stats: ['a', 'b'] }, { stats: ['b'] }, { stats: ['a', 'b'] }] as const;
    const answers = [1, 2, 3, null, 5].map((value) => ({ data: { data: { value } } }));
    const [first, second, third] = bySet(sets, answers);
    expect([first!('a'), first!('b'), second!('b'), third!('a'), third!('b')]).toEqual([1, 2, 3, null, 5]);
  });
});
