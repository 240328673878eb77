import { NavLink, Stack } from '@mantine/core';
import { Link, useMatchRoute } from '@tanstack/react-router';
import type { RepositoryRef } from '@/lib/app-config';

const SECTIONS = [
  { label: 'Overview', to: '/$owner/$repo', exact: true },
  { label: 'Tests', to: '/$owner/$repo/tests', exact: false },
  { label: 'Quarantines', to: '/$owner/$repo/quarantines', exact: false },
  { label: 'Activity log', to: '/$owner/$repo/activity', exact: false },
] as const;

export function MainNavigation({ repository, onNavigate }: { repository: RepositoryRef; onNavigate: () => void }) {
  const matchRoute = useMatchRoute();
  return (
    <Stack gap={2} component="nav" aria-label="Main">
      {SECTIONS.map((section) => {
        const active = Boolean(
          matchRoute({ to: section.to, params: repository, fuzzy: !section.exact }),
        );
        return (
          <NavLink
            key={section.to}
            renderRoot={(rootProps) => <Link {...rootProps} to={section.to} params={repository} />}
            label={section.label}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}
