import { ActionIcon, Tooltip } from '@mantine/core';
import { useApiSettings } from '@/lib/api-settings-context';
import { SettingsDrawer } from './settings-drawer';

export function SettingsButton() {
  const { editable, settingsOpened, setSettingsOpened } = useApiSettings();
  if (!editable) return null;
  return (
    <>
      <Tooltip label="API settings">
        <ActionIcon variant="default" size="lg" aria-label="API settings" onClick={() => setSettingsOpened(true)}>
          <span aria-hidden="true">⚙</span>
        </ActionIcon>
      </Tooltip>
      <SettingsDrawer opened={settingsOpened} onClose={() => setSettingsOpened(false)} />
    </>
  );
}
