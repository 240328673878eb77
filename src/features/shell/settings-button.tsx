import { ActionIcon } from '@mantine/core';
import { lazy } from 'react';
import { MountOnceOpened } from '@/components/overlays/mount-once-opened';
import { useApiSettings } from '@/lib/api-settings-context';

const SettingsDrawer = lazy(() => import('./settings-drawer').then((module) => ({ default: module.SettingsDrawer })));

export function SettingsButton() {
  const { editable, settingsOpened, setSettingsOpened } = useApiSettings();
  if (!editable) return null;
  return (
    <>
      <ActionIcon variant="default" size="lg" aria-label="API settings" title="API settings" onClick={() => setSettingsOpened(true)}>
        <span aria-hidden="true">⚙</span>
      </ActionIcon>
      <MountOnceOpened opened={settingsOpened}>
        <SettingsDrawer opened={settingsOpened} onClose={() => setSettingsOpened(false)} />
      </MountOnceOpened>
    </>
  );
}
