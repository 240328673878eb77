import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstScreenGroups } from './first-screen-chunks';

const ROUTES = '/app/src/routes';

/** A chunk of a first build, as much of it as the grouping reads. */
function chunk(
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  { bytes = 100_000, isEntry = false } = {},
): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    moduleIds,
    imports,
    isEntry,
    isDynamicEntry: !isEntry,
    code: 'x'.repeat(bytes),
    viteMetadata: { importedCss: new Set(), importedAssets: new Set() },
  } as unknown as Rolldown.OutputChunk;
}

const split = (route: string) => `${ROUTES}/${route}?tsr-split=component`;

const CHUNKS = [
  chunk('index.js', ['/app/src/main.tsx', '/app/src/app/insights-runtime.ts'], ['react.js'], { isEntry: true }),
  chunk('react.js', ['/app/node_modules/react/index.js']),
  chunk('ui.js', ['/app/src/app/render-standalone.tsx'], ['react.js', 'button.js']),
  chunk('layout.js', ['/app/src/features/shell/app-layout.tsx'], ['button.js']),
  chunk('button.js', ['/app/node_modules/@mantine/core/esm/components/Button/Button.mjs']),
  chunk('repo.js', [split('$owner/$repo/route.tsx')]),
  chunk(
    'tests.js',
    [split('$owner/$repo/tests/index.tsx'), '/app/src/features/test-search/test-table.tsx'],
    ['facets.js', 'button.js', 'tabs.js', 'badge.js', 'field.js'],
  ),
  chunk(
    'activity.js',
    [split('$owner/$repo/activity.tsx'), '/app/node_modules/@tanstack/virtual-core/index.js'],
    ['facets.js', 'tabs.js', 'pair.js', 'release.js', 'field.js'],
  ),
  chunk('quarantines.js', [split('$owner/$repo/quarantines/index.tsx')], ['release.js', 'field.js']),
  chunk('runners.js', [split('$owner/$repo/runners.tsx')]),
  chunk('detail.js', [split('$owner/$repo/tests/$testId/index.tsx')], ['tabs.js', 'badge.js', 'pair.js']),
  chunk('facets.js', ['/app/src/components/facets/facet-sidebar.tsx']),
  // Small, of three pages: a large group of more pages (release) stays apart, but this one imports none of it.
  chunk('tabs.js', ['/app/node_modules/@mantine/core/esm/components/Tabs/Tabs.mjs'], [], { bytes: 2_000 }),
  // Small, of three pages, and it imports that large group.
  chunk('field.js', ['/app/src/components/inputs/field.tsx'], ['release.js'], { bytes: 2_000 }),
  // Small, but two pages of five need it.
  chunk('pair.js', ['/app/src/components/time-range/custom-range-button.tsx'], [], { bytes: 2_000 }),
  // Small, but it imports a large group of more pages (its own and the quarantines page).
  chunk('badge.js', ['/app/src/features/quarantines/quarantine-badge.tsx'], ['release.js'], { bytes: 2_000 }),
  chunk('release.js', ['/app/src/features/quarantines/release-button.tsx']),
  // Only a dialog needs it: no first screen does.
  chunk('dialog.js', ['/app/src/features/quarantines/create-dialog.tsx'], ['button.js']),
];

const groups = firstScreenGroups(CHUNKS, '/src/routes', ['/src/app/render-standalone.tsx', '/src/features/shell/app-layout.tsx']);

describe('grouping modules by the first screens that need them', () => {
  it('puts the shell and everything it imports in one group', () => {
    expect(groups.get('/app/src/app/render-standalone.tsx')).toBe('shell');
    expect(groups.get('/app/src/features/shell/app-layout.tsx')).toBe('shell');
    expect(groups.get('/app/node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBe('shell');
  });

  it("gives a page's own modules the page's group, and modules some pages share the group of those pages", () => {
    expect(groups.get(split('$owner/$repo/tests/index.tsx'))).toBe('tests');
    expect(groups.get('/app/src/features/test-search/test-table.tsx')).toBe('tests');
    expect(groups.get('/app/node_modules/@tanstack/virtual-core/index.js')).toBe('activity');
    expect(groups.get('/app/src/components/facets/facet-sidebar.tsx')).toBe('activity+tests');
  });

  it('puts a small shared group with the shell, beside a group of more pages it does not import: one request less for a few bytes more', () => {
    expect(groups.get('/app/node_modules/@mantine/core/esm/components/Tabs/Tabs.mjs')).toBe('shell');
  });

  it('keeps a small group of two pages apart: every other page would carry it', () => {
    expect(groups.get('/app/src/components/time-range/custom-range-button.tsx')).toBe('activity+tests-detail');
  });

  it('keeps a small group apart when a group it imports stays apart', () => {
    expect(groups.get('/app/src/features/quarantines/release-button.tsx')).toBe('activity+quarantines+tests+tests-detail');
    expect(groups.get('/app/src/components/inputs/field.tsx')).toBe('activity+quarantines+tests');
    expect(groups.get('/app/src/features/quarantines/quarantine-badge.tsx')).toBe('tests+tests-detail');
  });

  it("leaves the entry's own modules and those no first screen needs to the bundler", () => {
    expect(groups.has('/app/src/main.tsx')).toBe(false);
    expect(groups.has('/app/node_modules/react/index.js')).toBe(false);
    expect(groups.has('/app/src/features/quarantines/create-dialog.tsx')).toBe(false);
  });
});
