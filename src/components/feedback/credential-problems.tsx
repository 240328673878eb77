import { createContext, useContext, useId, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';

/* One credential message per page. */

type Entry = { id: string; cause: string; retry: (() => void) | undefined };

function createRegistry() {
  let entries: readonly Entry[] = [];
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => entries,
    add(entry: Entry) {
      entries = [...entries, entry];
      emit();
      return () => {
        entries = entries.filter((candidate) => candidate !== entry);
        emit();
      };
    },
  };
}

type Registry = ReturnType<typeof createRegistry>;
const CredentialProblemsContext = createContext<Registry | null>(null);

export function CredentialProblemsProvider({ children }: { children: ReactNode }) {
  const registry = useMemo(() => createRegistry(), []);
  return <CredentialProblemsContext.Provider value={registry}>{children}</CredentialProblemsContext.Provider>;
}

const NO_ENTRIES: readonly Entry[] = [];

/** Reports a credential failure (`cause`: its status and words; null: not one) while mounted. */
export function useCredentialProblem(
  cause: string | null,
  retry: (() => void) | undefined,
): { speaks: boolean; retryAll: (() => void) | undefined } {
  const registry = useContext(CredentialProblemsContext);
  const id = useId();
  const latestRetry = useRef(retry);
  useLayoutEffect(() => {
    latestRetry.current = retry;
  });
  useLayoutEffect(() => {
    if (registry === null || cause === null) return;
    return registry.add({ id, cause, retry: () => latestRetry.current?.() });
  }, [registry, cause, id]);
  const entries = useSyncExternalStore(
    registry?.subscribe ?? noSubscription,
    registry?.snapshot ?? noEntries,
    registry?.snapshot ?? noEntries,
  );
  if (registry === null || cause === null) return { speaks: true, retryAll: retry };
  const same = entries.filter((entry) => entry.cause === cause);
  const speaks = same.length === 0 || same[0]?.id === id;
  const retryAll = same.length <= 1 ? retry : () => same.forEach((entry) => entry.retry?.());
  return { speaks, retryAll };
}

const noSubscription = () => () => undefined;
const noEntries = () => NO_ENTRIES;
