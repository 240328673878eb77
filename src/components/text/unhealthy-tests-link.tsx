import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { RepositoryRef } from '@/lib/app-config';

/** Test search narrowed to the flaky and broken tests of a pipeline's jobs. */
export function UnhealthyTestsLink({
  repository,
  pipeline,
  jobs,
  children,
}: {
  repository: RepositoryRef;
  pipeline: string;
  jobs: string[];
  children: ReactNode;
}) {
  return (
    <Anchor
      size="sm"
      renderRoot={(props) => (
        <Link
          {...props}
          to="/$owner/$repo/tests"
          params={repository}
          search={{ pipeline: [pipeline], job: jobs, health: ['flaky', 'broken'] }}
        />
      )}
    >
      {children}
    </Anchor>
  );
}
