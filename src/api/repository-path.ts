/**
 * The path parameters every repository-scoped operation takes. The app names a repository
 * `{ owner, repo }` (its route params); the contract calls the second one `repository`.
 */
export function repositoryPath({ owner, repo }: { owner: string; repo: string }): { owner: string; repository: string } {
  return { owner, repository: repo };
}
