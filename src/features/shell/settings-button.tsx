import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useApiSettings } from '@/lib/api-settings-context';
import { SettingsDrawer } from './settings-drawer';

export function SettingsButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const { editable } = useApiSettings();
  if (!editable) return null;
  return (
    <>
      <Tooltip label="API settings">
        <ActionIcon variant="default" size="lg" aria-label="API settings" onClick={open}>
          <span aria-hidden="true">⚙</span>
        </ActionIcon>
      </Tooltip>
      <SettingsDrawer opened={opened} onClose={close} />
    </>
  );
}
