import type { RepositoryRef } from './app-config';
import { appContext } from './app-context';

export interface RepositoriesValue {
  /** Suggestions for the repository picker (the API has no "list repositories" operation). */
  known: RepositoryRef[];
  defaultRepository: RepositoryRef;
}

const repositoriesContext = appContext<RepositoriesValue>('useRepositories');
export const RepositoriesProvider = repositoriesContext.Provider;
export const useRepositories = repositoriesContext.use;
