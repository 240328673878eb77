/** The path parameters every repository-scoped operation takes. */
export function repositoryPath({ owner, repo }: { owner: string; repo: string }): { owner: string; repository: string } {
  return { owner, repository: repo };
}
