import { useNavigate } from '@tanstack/react-router';
import { Panel } from '@/components/layout/panel';
import type { RepositoryRef } from '@/lib/app-config';
import { ChangeForm } from './change-form';

/** The overview's way in: the same question, answered on the "Is it my change?" page. */
export function MyChangeBox({ repository }: { repository: RepositoryRef }) {
  const navigate = useNavigate();
  return (
    <Panel
      title="Is it my change?"
      description="A red pull request: see whether its failing tests were already failing on the default branch."
    >
      <ChangeForm
        compact
        initial={{ tests: [] }}
        onSubmit={(question) => void navigate({ to: '/$owner/$repo/my-change', params: repository, search: question })}
      />
    </Panel>
  );
}
