import { createContext, useContext, type ReactNode } from 'react';
import type { RepositoryRef } from './app-config';

export interface RepositoriesValue {
  /** Suggestions for the repository picker (the API has no "list repositories" operation). */
  known: RepositoryRef[];
  defaultRepository: RepositoryRef;
}

const RepositoriesContext = createContext<RepositoriesValue | null>(null);

export function RepositoriesProvider({ value, children }: { value: RepositoriesValue; children: ReactNode }) {
  return <RepositoriesContext.Provider value={value}>{children}</RepositoriesContext.Provider>;
}

export function useRepositories(): RepositoriesValue {
  const value = useContext(RepositoriesContext);
  if (!value) throw new Error('useRepositories must be used inside <InsightsApp>');
  return value;
}
