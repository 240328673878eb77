import { createContext, useContext, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/* One credential message per page. */

type Entry = { id: string; cause: string; retry: () => void };
const CredentialProblemsContext = createContext<{ entries: readonly Entry[]; add: (entry: Entry) => () => void } | null>(null);

export function CredentialProblemsProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<readonly Entry[]>([]);
  const [add] = useState(() => (entry: Entry) => {
    setEntries((previous) => [...previous, entry]);
    return () => setEntries((previous) => previous.filter((candidate) => candidate !== entry));
  });
  const registry = useMemo(() => ({ entries, add }), [entries, add]);
  return <CredentialProblemsContext.Provider value={registry}>{children}</CredentialProblemsContext.Provider>;
}

/** Reports a credential failure (`cause`: its status and words; null: not one) while mounted. */
export function useCredentialProblem(
  cause: string | null,
  retry: (() => void) | undefined,
): { speaks: boolean; retryAll: (() => void) | undefined } {
  const registry = useContext(CredentialProblemsContext);
  const add = registry?.add;
  const id = useId();
  const latestRetry = useRef(retry);
  useLayoutEffect(() => {
    latestRetry.current = retry;
  });
  useLayoutEffect(() => {
    if (add === undefined || cause === null) return;
    return add({ id, cause, retry: () => latestRetry.current?.() });
  }, [add, cause, id]);
  if (registry === null || cause === null) return { speaks: true, retryAll: retry };
  const same = registry.entries.filter((entry) => entry.cause === cause);
  const speaks = same.length === 0 || same[0]?.id === id;
  const retryAll = same.length <= 1 ? retry : () => same.forEach((entry) => entry.retry());
  return { speaks, retryAll };
}
