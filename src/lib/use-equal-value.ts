import { useState } from 'react';

/** Structural equality of plain data (what URL state and query keys are made of). */
export function equalData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && equalData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** The same reference for as long as the value stays equal (structurally). */
export function useEqualValue<T>(value: T): T {
  const [kept, setKept] = useState(value);
  if (kept === value || equalData(kept, value)) return kept;
  setKept(value);
  return value;
}
