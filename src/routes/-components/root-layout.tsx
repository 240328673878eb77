import { KeyboardShortcuts } from '@/features/keyboard/components/keyboard-shortcuts';
import { LazyCreateQuarantineDialog } from '@/features/quarantines/components/new-quarantine-button';
import { AppLayout } from '@/features/shell/app-layout';
import type { RepositoryRef } from '@/lib/app-config';

/** The root route's component: the shell's frame with the command palette and the keyboard shortcuts in its header. */
export function RootLayout() {
  return <AppLayout renderHeaderActions={renderKeyboard} />;
}

function renderKeyboard(repository: RepositoryRef) {
  return (
    <KeyboardShortcuts
      repository={repository}
      renderQuarantineDialog={({ testName, opened, onClose }) => (
        // Keyed by the test: `q` on another row starts a fresh form with that row's name.
        <LazyCreateQuarantineDialog key={testName} repository={repository} opened={opened} onClose={onClose} initialTestName={testName} />
      )}
    />
  );
}
