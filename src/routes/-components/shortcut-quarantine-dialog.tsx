import { LazyCreateQuarantineDialog } from '@/features/quarantines/components/lazy-create-quarantine-dialog';
import type { RepositoryRef } from '@/lib/app-config';

/**
 * The create dialog `q` opens, in a chunk of its own: loaded on the first `q`, so the list of the dialog's modules
 * (which a lazy import carries for preloading) is not part of every page's first screen.
 */
export function ShortcutQuarantineDialog({
  repository,
  testName,
  opened,
  onClose,
}: {
  repository: RepositoryRef;
  testName: string;
  opened: boolean;
  onClose: () => void;
}) {
  return <LazyCreateQuarantineDialog repository={repository} opened={opened} onClose={onClose} initialTestName={testName} />;
}
