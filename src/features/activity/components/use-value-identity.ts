import { useState } from 'react';

/**
 * The same object for as long as the value is equal (as JSON), so memoized children skip renders when a
 * parent rebuilds an equal value: recording the reading position rewrites the URL, and with it every
 * object derived from it, without changing the view.
 */
export function useValueIdentity<T>(value: T): T {
  const key = JSON.stringify(value);
  const [held, setHeld] = useState({ key, value });
  if (held.key !== key) {
    setHeld({ key, value });
    return value;
  }
  return held.value;
}
