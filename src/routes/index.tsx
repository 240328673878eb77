import { createFileRoute, redirect } from '@tanstack/react-router';

// The bare app URL opens the default repository's overview.
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: '/$owner/$repo', params: context.defaultRepository, replace: true });
  },
});
