import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useApiSettings } from '@/lib/api-settings-context';
import { ApiSettingsForm } from './api-settings-form';
import { SimulateFaultField } from './simulate-fault-field';
import '@/components/overlays/overlay-styles';

export function SettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { resetDemoData, demoFaults } = useApiSettings();
  return (
    <Drawer opened={opened} onClose={onClose} title="API settings" position="right">
      {/* Mounted only while open: the form starts from the saved settings. */}
      {opened ? (
        <ApiSettingsForm submitLabel="Save" onDone={onClose} onCancel={onClose}>
          {demoFaults ? <SimulateFaultField faults={demoFaults} /> : null}
          {resetDemoData ? (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Demo data
              </Text>
              <Text size="xs" c="dimmed">
                Quarantines you created or released in this demo are kept across reloads. Resetting restores the seeded data.
              </Text>
              <Group>
                <Button
                  variant="light"
                  color="red"
                  size="xs"
                  onClick={() => {
                    resetDemoData();
                    onClose();
                  }}
                >
                  Reset demo data
                </Button>
              </Group>
            </Stack>
          ) : null}
        </ApiSettingsForm>
      ) : null}
    </Drawer>
  );
}
