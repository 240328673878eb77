// The shape of each demo repository: pipelines and jobs, test suites (language, framework, where
// their tests run), volumes and the mix of stories its tests tell.
import type { Language } from './failure-catalog';
import { HOSTILE_TEXT, type TextStyle } from './hostile-text';
import { AREAS } from './name-catalog';

export type Framework = 'pytest' | 'vitest' | 'playwright' | 'junit' | 'rspec';

export interface Placement {
  pipeline: string;
  job: string;
  /** Share of the suite's tests that also run under this identity (the first placement is 1). */
  share: number;
}

export interface SuiteProfile {
  key: string;
  framework: Framework;
  frameworkVersion: string;
  language: Language;
  tests: number;
  placements: Placement[];
  /** Range of a test's typical duration, in ms. */
  durationMs: [number, number];
  /** Share of tests whose reporter sends no file path / framework version (nulls in test details). */
  missingMetadataShare: number;
}

export interface PipelineProfile {
  name: string;
  /** push: runs on default-branch commits; nightly: 02:00 UTC daily; weekly: Mondays 09:00 UTC. */
  trigger: 'push' | 'nightly' | 'weekly';
  /** push pipelines: runs per day aimed at, whatever the number of commits. */
  runsPerDay: number;
  jobs: string[];
}

/** Shares of tests per story; the rest are steady healthy tests. */
export interface StoryMix {
  flaky: number;
  broken: number;
  recovered: number;
  new: number;
  retired: number;
  skipped: number;
  slowdown: number;
  lowData: number;
}

export interface RepositoryProfile {
  owner: string;
  name: string;
  defaultBranch: string;
  pullRequests: number;
  users: number;
  /** The large repository (merge queue, the most tests and pull requests). */
  scaled: boolean;
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

export const CHECKOUT_PROFILE: RepositoryProfile = {
  owner: 'acme',
  name: 'checkout',
  defaultBranch: 'main',
  pullRequests: 300,
  users: 24,
  scaled: true,
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
    {
      key: 'python-unit',
      framework: 'pytest',
      frameworkVersion: '8.3.3',
      language: 'python',
      tests: 110,
      placements: [
        { pipeline: 'ci', job: 'unit-tests (python 3.12)', share: 1 },
        { pipeline: 'ci', job: 'unit-tests (python 3.11)', share: 0.7 },
      ],
      durationMs: [5, 900],
      missingMetadataShare: 0,
    },
    {
      key: 'python-integration',
      framework: 'pytest',
      frameworkVersion: '8.3.3',
      language: 'python',
      tests: 40,
      placements: [
        { pipeline: 'ci', job: 'integration-tests (postgres 16)', share: 1 },
        { pipeline: 'nightly', job: 'integration-tests (postgres 15)', share: 0.5 },
      ],
      durationMs: [200, 6000],
      missingMetadataShare: 0,
    },
    {
      key: 'ts-unit',
      framework: 'vitest',
      frameworkVersion: '2.1.8',
      language: 'typescript',
      tests: 100,
      placements: [
        { pipeline: 'ci', job: 'unit-tests (node 22)', share: 1 },
        { pipeline: 'ci', job: 'unit-tests (node 20)', share: 0.4 },
      ],
      durationMs: [1, 300],
      missingMetadataShare: 0,
    },
    {
      key: 'e2e',
      framework: 'playwright',
      frameworkVersion: '1.49.1',
      language: 'typescript',
      tests: 40,
      placements: [
        { pipeline: 'e2e', job: 'playwright (chromium)', share: 1 },
        { pipeline: 'e2e', job: 'playwright (firefox)', share: 0.6 },
      ],
      durationMs: [2000, 30000],
      missingMetadataShare: 0,
    },
    {
      key: 'jvm',
      framework: 'junit',
      frameworkVersion: '5.11.3',
      language: 'java',
      tests: 50,
      placements: [
        { pipeline: 'ci', job: 'jvm-tests', share: 1 },
        { pipeline: 'nightly', job: 'jvm-tests (jdk 17)', share: 0.5 },
      ],
      durationMs: [10, 3000],
      missingMetadataShare: 0.1,
    },
    {
      key: 'smoke',
      framework: 'rspec',
      frameworkVersion: '3.13.0',
      language: 'ruby',
      tests: 20,
      placements: [{ pipeline: 'release', job: 'smoke-tests', share: 1 }],
      durationMs: [5000, 60000],
      missingMetadataShare: 0.3,
    },
  ],
  stories: { flaky: 0.07, broken: 0.03, recovered: 0.03, new: 0.04, retired: 0.015, skipped: 0.02, slowdown: 0.03, lowData: 0.03 },
};

export const DOCS_SITE_PROFILE: RepositoryProfile = {
  owner: 'acme',
  name: 'docs-site',
  defaultBranch: 'main',
  pullRequests: 40,
  users: 6,
  scaled: false,
  showcase: false,
  areas: ['navigation', 'search', 'links', 'sidebar', 'versioning', 'code_blocks', 'images', 'redirects', 'i18n', 'feeds'],
  pipelines: [
    { name: 'docs', trigger: 'push', runsPerDay: 4, jobs: ['build-and-test'] },
    { name: 'links', trigger: 'nightly', runsPerDay: 1, jobs: ['link-check'] },
  ],
  suites: [
    {
      key: 'docs-unit',
      framework: 'vitest',
      frameworkVersion: '2.1.8',
      language: 'typescript',
      tests: 18,
      placements: [{ pipeline: 'docs', job: 'build-and-test', share: 1 }],
      durationMs: [2, 400],
      missingMetadataShare: 0,
    },
    {
      key: 'docs-build',
      framework: 'pytest',
      frameworkVersion: '8.3.3',
      language: 'python',
      tests: 10,
      placements: [
        { pipeline: 'docs', job: 'build-and-test', share: 1 },
        { pipeline: 'links', job: 'link-check', share: 0.5 },
      ],
      durationMs: [50, 4000],
      missingMetadataShare: 0,
    },
  ],
  stories: { flaky: 0.12, broken: 0.05, recovered: 0.05, new: 0.05, retired: 0, skipped: 0.03, slowdown: 0.05, lowData: 0 },
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

/**
 * acme/hostile: a small repository whose every generated text is hostile (see hostile-text.ts), for
 * checking that the dashboard shows data literally and keeps its layout.
 */
export const HOSTILE_PROFILE: RepositoryProfile = {
  owner: 'acme',
  name: 'hostile',
  defaultBranch: 'main',
  pullRequests: 40,
  users: 10,
  scaled: false,
  showcase: false,
  text: HOSTILE_TEXT,
  areas: ['rendering', 'markup', 'bidi', 'unicode', 'layout'],
  pipelines: HOSTILE_PIPELINES.map((pipeline) => ({ ...pipeline, name: hostileName(pipeline.name), jobs: pipeline.jobs.map(hostileName) })),
  suites: [
    {
      key: 'hostile-unit',
      framework: 'vitest',
      frameworkVersion: '2.1.8',
      language: 'typescript',
      tests: 16,
      placements: [
        { pipeline: hostileName('build'), job: hostileName('unit'), share: 1 },
        { pipeline: hostileName('build'), job: hostileName('lint'), share: 0.4 },
      ],
      durationMs: [2, 400],
      missingMetadataShare: 0,
    },
    {
      key: 'hostile-build',
      framework: 'pytest',
      frameworkVersion: '8.3.3',
      language: 'python',
      tests: 10,
      placements: [
        { pipeline: hostileName('links'), job: hostileName('link-check'), share: 1 },
        { pipeline: hostileName('links'), job: hostileName('spelling'), share: 0.5 },
        { pipeline: hostileName('deploy'), job: hostileName('preview'), share: 0.5 },
      ],
      durationMs: [50, 4000],
      missingMetadataShare: 0,
    },
  ],
  stories: { flaky: 0.15, broken: 0.1, recovered: 0.05, new: 0.05, retired: 0, skipped: 0.03, slowdown: 0.05, lowData: 0 },
};

export const DEMO_REPOSITORY_PROFILES: readonly RepositoryProfile[] = [CHECKOUT_PROFILE, DOCS_SITE_PROFILE, HOSTILE_PROFILE];
