/** Each page's heading, keyed by the path after `/$owner/$repo` ('' is the overview); `{repository}` stands for `owner/repo`. */
export const PAGE_INTROS = {
  '': {
    title: 'Overview',
    description: 'Test health on the default branch of {repository}. Every figure opens the matching tests.',
  },
  tests: {
    title: 'Tests',
    description: 'Tests that ran on the default branch of {repository}: find the flaky and broken ones, narrow them down, open one.',
  },
  quarantines: {
    title: 'Quarantines',
    description: 'Quarantined tests still run, but their failures do not block merges.',
  },
  activity: {
    title: 'Activity log',
    description: 'What happened in {repository}: pull request actions, the merge queue, commands, freezes and quarantines, newest first.',
  },
  'merge-queue': {
    title: 'Merge queue',
    description:
      'How pull requests move through the merge queue of {repository}: time to merge, why they leave, batches and CI. Every figure opens its events in the activity log.',
  },
  'my-change': {
    title: 'Is it my change?',
    description:
      "Give a pull request, a commit or the failing tests from a CI log: each test's history on the default branch says whether the failure is yours.",
  },
  // About the owner, not the repository: the same figures from every repository of the owner.
  runners: {
    title: 'CI runners',
    description: 'CI runners of {owner} (every repository): which runner is slow or failing, and which jobs wait for a runner.',
  },
  digest: {
    title: 'Weekly digest',
    description:
      'One UTC week of {repository} against the week before: tests that turned flaky, broken or healthy, quarantines, the merge queue, the slowest runner and the longest-waiting label. Every line opens its view.',
  },
} as const satisfies Record<string, { title: string; description: string }>;

export type IntroducedPage = keyof typeof PAGE_INTROS;
export const INTRODUCED_PAGES = Object.keys(PAGE_INTROS) as IntroducedPage[];

export const pageRoute = (page: IntroducedPage) => (page === '' ? '/$owner/$repo' : (`/$owner/$repo/${page}` as const));

export function pageIntro(page: IntroducedPage, repository: { owner: string; repo: string }) {
  const { title, description } = PAGE_INTROS[page];
  return {
    title,
    description: description.replaceAll('{repository}', `${repository.owner}/${repository.repo}`).replaceAll('{owner}', repository.owner),
  };
}
