import { createContext, useContext, type ReactNode } from 'react';

/** A value the app hands to everything under it: its Provider, a hook that requires it, and one that may go without. */
export function appContext<T>(hookName: string) {
  const Context = createContext<T | null>(null);
  return {
    Provider: ({ value, children }: { value: T; children: ReactNode }) => <Context.Provider value={value}>{children}</Context.Provider>,
    useOptional: (): T | null => useContext(Context),
    use: (): T => {
      const value = useContext(Context);
      if (value === null) throw new Error(`${hookName} must be used inside <InsightsApp>`);
      return value;
    },
  };
}
