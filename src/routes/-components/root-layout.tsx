import { lazy } from 'react';
import { KeyboardShortcuts } from '@/features/keyboard/components/keyboard-shortcuts';
import { AppLayout } from '@/features/shell/app-layout';
import type { RepositoryRef } from '@/lib/app-config';

const ShortcutQuarantineDialog = lazy(() =>
  import('./shortcut-quarantine-dialog').then((module) => ({ default: module.ShortcutQuarantineDialog })),
);

/**
 * The root route's component: the shell's frame with the command palette and the keyboard shortcuts in its header.
 */
export function RootLayout() {
  return <AppLayout renderHeaderActions={renderKeyboard} />;
}

function renderKeyboard(repository: RepositoryRef) {
  return (
    <KeyboardShortcuts
      repository={repository}
      renderQuarantineDialog={({ testName, opened, onClose }) => (
        // Keyed by the test: `q` on another row starts a fresh form with that row's name.
        <ShortcutQuarantineDialog key={testName} repository={repository} testName={testName} opened={opened} onClose={onClose} />
      )}
    />
  );
}
