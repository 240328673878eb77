import { replaceEqualDeep } from '@tanstack/react-query';
import { useState } from 'react';

/** Structural equality of plain data (what URL state and query keys are made of), as React Query compares answers. */
export function equalData(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || replaceEqualDeep(a, b) === a;
}

export function useEqualValue<T>(value: T): T {
  const [kept, setKept] = useState(value);
  if (equalData(kept, value)) return kept;
  setKept(value);
  return value;
}
