import { describe, expect, it } from 'vitest';
import { readFigureSets } from './figure-values';

describe('readFigureSets', () => {
  it('reads each set’s figures back from one flat list of answers', () => {
    const sets = [{ stats: ['a', 'b'] }, { stats: ['b'] }, { stats: ['a', 'b'] }] as const;
    const value = readFigureSets(sets, [1, 2, 3, null, 5]);
    expect([value(0, 'a'), value(0, 'b'), value(1, 'b'), value(2, 'a'), value(2, 'b')]).toEqual([1, 2, 3, null, 5]);
  });

  it('refuses answers that do not match the sets, or a figure a set did not ask', () => {
    expect(() => readFigureSets([{ stats: ['a'] }], [1, 2])).toThrow('Expected 1 answers, got 2');
    expect(() => readFigureSets([{ stats: ['a'] }] as { stats: string[] }[], [1])(0, 'b')).toThrow('The set 0 has no b');
  });
});
