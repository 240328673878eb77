// The shape of each demo repository: pipelines and jobs, test suites (language, framework, where
// their tests run), volumes and the mix of stories its tests tell.
import type { TestStory } from '../test-insights/test-run-store';
import type { Language } from './failure-catalog';
import { HOSTILE_TEXT, type TextStyle } from './hostile-text';
import { AREAS } from './name-catalog';

export type Framework = 'pytest' | 'vitest' | 'playwright' | 'junit' | 'rspec';

export interface PipelineProfile {
  name: string;
  /** push: runs on default-branch commits; nightly: 02:00 UTC daily; weekly: Mondays 09:00 UTC. */
  trigger: 'push' | 'nightly' | 'weekly';
  /** push pipelines: runs per day aimed at, whatever the number of commits. */
  runsPerDay: number;
  jobs: string[];
}

/** Shares of tests per story; the rest are steady healthy tests. */
export type StoryMix = Record<Exclude<TestStory, 'healthy'>, number>;

export interface RepositoryProfile {
  owner: string;
  name: string;
  defaultBranch: string;
  pullRequests: number;
  users: number;
  /** Merges through the merge queue (a busy log); else by rule (a few hundred events a month). */
  mergeQueue: boolean;
  pipelines: PipelineProfile[];
  suites: SuiteProfile[];
  stories: StoryMix;
  /** Whether the scripted showcase stories (mocks/store/showcase-stories.ts) live here. */
  showcase: boolean;
  /** Product areas test names are built from. */
  areas: readonly string[];
  /** How its generated text is written (default plain; `acme/hostile` writes hostile text). */
  text?: TextStyle;
}

const FRAMEWORKS: Record<Framework, { version: string; language: Language }> = {
  pytest: { version: '8.3.3', language: 'python' },
  vitest: { version: '2.1.8', language: 'typescript' },
  playwright: { version: '1.49.1', language: 'typescript' },
  junit: { version: '5.11.3', language: 'java' },
  rspec: { version: '3.13.0', language: 'ruby' },
};

export type SuiteProfile = ReturnType<typeof suite>;

/** A suite; each placement is [pipeline, job, share of its tests that also run there (the first: 1)]. */
function suite(
  key: string,
  framework: Framework,
  tests: number,
  /** Range of a test's typical duration, in ms. */
  durationMs: [number, number],
  /** Share of tests whose reporter sends no file path / framework version (nulls in test details). */
  missingMetadataShare: number,
  placements: [string, string, number][],
) {
  const { version, language } = FRAMEWORKS[framework];
  return {
    key,
    framework,
    frameworkVersion: version,
    language,
    tests,
    placements: placements.map(([pipeline, job, share]) => ({ pipeline, job, share })),
    durationMs,
    missingMetadataShare,
  };
}

export const CHECKOUT_PROFILE: RepositoryProfile = {
  owner: 'acme',
  name: 'checkout',
  defaultBranch: 'main',
  pullRequests: 300,
  users: 24,
  mergeQueue: true,
  showcase: true,
  areas: AREAS,
  pipelines: [
    {
      name: 'ci',
      trigger: 'push',
      runsPerDay: 9,
      jobs: [
        'unit-tests (python 3.11)',
        'unit-tests (python 3.12)',
        'integration-tests (postgres 16)',
        'unit-tests (node 20)',
        'unit-tests (node 22)',
        'jvm-tests',
      ],
    },
    { name: 'e2e', trigger: 'push', runsPerDay: 5, jobs: ['playwright (chromium)', 'playwright (firefox)'] },
    { name: 'nightly', trigger: 'nightly', runsPerDay: 1, jobs: ['integration-tests (postgres 15)', 'jvm-tests (jdk 17)'] },
    { name: 'release', trigger: 'weekly', runsPerDay: 0, jobs: ['smoke-tests'] },
  ],
  suites: [
    suite('python-unit', 'pytest', 110, [5, 900], 0, [
      ['ci', 'unit-tests (python 3.12)', 1],
      ['ci', 'unit-tests (python 3.11)', 0.7],
    ]),
    suite('python-integration', 'pytest', 40, [200, 6000], 0, [
      ['ci', 'integration-tests (postgres 16)', 1],
      ['nightly', 'integration-tests (postgres 15)', 0.5],
    ]),
    suite('ts-unit', 'vitest', 100, [1, 300], 0, [
      ['ci', 'unit-tests (node 22)', 1],
      ['ci', 'unit-tests (node 20)', 0.4],
    ]),
    suite('e2e', 'playwright', 40, [2000, 30000], 0, [
      ['e2e', 'playwright (chromium)', 1],
      ['e2e', 'playwright (firefox)', 0.6],
    ]),
    suite('jvm', 'junit', 50, [10, 3000], 0.1, [
      ['ci', 'jvm-tests', 1],
      ['nightly', 'jvm-tests (jdk 17)', 0.5],
    ]),
    suite('smoke', 'rspec', 20, [5000, 60000], 0.3, [['release', 'smoke-tests', 1]]),
  ],
  stories: { flaky: 0.07, broken: 0.03, recovered: 0.03, new: 0.04, retired: 0.015, skipped: 0.02, slowdown: 0.03, 'low-data': 0.03 },
};

export const DOCS_SITE_PROFILE: RepositoryProfile = {
  owner: 'acme',
  name: 'docs-site',
  defaultBranch: 'main',
  pullRequests: 40,
  users: 6,
  mergeQueue: false,
  showcase: false,
  areas: ['navigation', 'search', 'links', 'sidebar', 'versioning', 'code_blocks', 'images', 'redirects', 'i18n', 'feeds'],
  pipelines: [
    { name: 'docs', trigger: 'push', runsPerDay: 4, jobs: ['build-and-test'] },
    { name: 'links', trigger: 'nightly', runsPerDay: 1, jobs: ['link-check'] },
  ],
  suites: [
    suite('docs-unit', 'vitest', 18, [2, 400], 0, [['docs', 'build-and-test', 1]]),
    suite('docs-build', 'pytest', 10, [50, 4000], 0, [
      ['docs', 'build-and-test', 1],
      ['links', 'link-check', 0.5],
    ]),
  ],
  stories: { flaky: 0.12, broken: 0.05, recovered: 0.05, new: 0.05, retired: 0, skipped: 0.03, slowdown: 0.05, 'low-data': 0 },
};

/** Pipelines of acme/hostile before its style writes them (three, so each kind of payload shows). */
const HOSTILE_PIPELINES: PipelineProfile[] = [
  { name: 'build', trigger: 'push', runsPerDay: 4, jobs: ['unit', 'lint'] },
  { name: 'links', trigger: 'nightly', runsPerDay: 1, jobs: ['link-check', 'spelling'] },
  { name: 'deploy', trigger: 'push', runsPerDay: 2, jobs: ['preview'] },
];

/** Its pipeline and job names, each written by the hostile style (numbered across both). */
const HOSTILE_NAMES = new Map<string, string>(
  [...new Set(HOSTILE_PIPELINES.flatMap((pipeline) => [pipeline.name, ...pipeline.jobs]))].map((name, ordinal) => [
    name,
    HOSTILE_TEXT(HOSTILE_PIPELINES.some((pipeline) => pipeline.name === name) ? 'pipeline' : 'job', name, ordinal),
  ]),
);
const hostileName = (name: string): string => HOSTILE_NAMES.get(name) ?? name;

/** acme/hostile: every generated text hostile (hostile-text.ts), to check the dashboard shows data literally. */
export const HOSTILE_PROFILE: RepositoryProfile = {
  owner: 'acme',
  name: 'hostile',
  defaultBranch: 'main',
  pullRequests: 40,
  users: 10,
  mergeQueue: false,
  showcase: false,
  text: HOSTILE_TEXT,
  areas: ['rendering', 'markup', 'bidi', 'unicode', 'layout'],
  pipelines: HOSTILE_PIPELINES.map((pipeline) => ({ ...pipeline, name: hostileName(pipeline.name), jobs: pipeline.jobs.map(hostileName) })),
  suites: [
    suite('hostile-unit', 'vitest', 16, [2, 400], 0, [
      [hostileName('build'), hostileName('unit'), 1],
      [hostileName('build'), hostileName('lint'), 0.4],
    ]),
    suite('hostile-build', 'pytest', 10, [50, 4000], 0, [
      [hostileName('links'), hostileName('link-check'), 1],
      [hostileName('links'), hostileName('spelling'), 0.5],
      [hostileName('deploy'), hostileName('preview'), 0.5],
    ]),
  ],
  stories: { flaky: 0.15, broken: 0.1, recovered: 0.05, new: 0.05, retired: 0, skipped: 0.03, slowdown: 0.05, 'low-data': 0 },
};

export const DEMO_REPOSITORY_PROFILES: readonly RepositoryProfile[] = [CHECKOUT_PROFILE, DOCS_SITE_PROFILE, HOSTILE_PROFILE];
