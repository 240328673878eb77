import { NavLink, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { RepositoryRef } from '@/lib/app-config';

const SECTIONS = [
  { label: 'Overview', to: '/$owner/$repo', exact: true },
  { label: 'Tests', to: '/$owner/$repo/tests', exact: false },
  { label: 'Quarantines', to: '/$owner/$repo/quarantines', exact: false },
  { label: 'Activity log', to: '/$owner/$repo/activity', exact: false },
  { label: 'Merge queue', to: '/$owner/$repo/merge-queue', exact: false },
  { label: 'Is it my change?', to: '/$owner/$repo/my-change', exact: false },
  { label: 'CI runners', to: '/$owner/$repo/runners', exact: false },
] as const;

/** The router's Link decides what is active; Overview is exact, or it would light up on every page. */
export function MainNavigation({ repository, onNavigate }: { repository: RepositoryRef; onNavigate: () => void }) {
  return (
    <Stack gap={2}>
      {SECTIONS.map((section) => (
        <NavLink
          key={section.to}
          label={section.label}
          onClick={onNavigate}
          renderRoot={({ ...rootProps }) => (
            <Link
              {...rootProps}
              to={section.to}
              params={repository}
              activeOptions={{ exact: section.exact, includeSearch: false }}
              activeProps={{ 'data-active': true }}
            />
          )}
        />
      ))}
    </Stack>
  );
}
