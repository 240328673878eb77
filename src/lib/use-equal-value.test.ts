// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { equalData, useEqualValue } from './use-equal-value';

describe('equalData', () => {
  it('compares plain data by value', () => {
    expect(equalData({ a: [1, 'x'], b: { c: null } }, { b: { c: null }, a: [1, 'x'] })).toBe(true);
    expect(equalData([1, 2], [2, 1])).toBe(false);
    expect(equalData({ a: [] }, { a: [], b: undefined })).toBe(false);
    expect(equalData({ a: 1 }, [1])).toBe(false);
    expect(equalData(Number.NaN, Number.NaN)).toBe(true);
    expect(equalData(null, {})).toBe(false);
  });
});

describe('useEqualValue', () => {
  it('keeps the first reference while the value stays equal, and takes a changed one', () => {
    const first = { health: ['flaky'] };
    const hook = renderHook(({ value }) => useEqualValue(value), { initialProps: { value: first } });
    hook.rerender({ value: { health: ['flaky'] } });
    expect(hook.result.current).toBe(first);
    const changed = { health: ['broken'] };
    hook.rerender({ value: changed });
    expect(hook.result.current).toBe(changed);
    hook.rerender({ value: { health: ['broken'] } });
    expect(hook.result.current).toBe(changed);
  });
});
