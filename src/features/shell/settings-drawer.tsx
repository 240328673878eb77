import { Button, Drawer, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { DemoFaultControl } from '@/lib/demo-faults';
import { useApiSettings } from '@/lib/api-settings-context';
import { ApiSettingsForm } from './api-settings-form';
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

/** Offline demo only: the mock misbehaves at once, without Save, until set back to None. */
export function SimulateFaultField({ faults }: { faults: DemoFaultControl }) {
  const [value, setValue] = useState(faults.current);
  return (
    <Stack gap={4}>
      <NativeSelect
        label="Simulate"
        description="Makes the demo's API fail or slow down on every request, until set back to None."
        data={faults.choices.map((choice) => ({ value: choice.value, label: choice.label }))}
        value={value}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setValue(next);
          faults.choose(next);
        }}
      />
      {value !== 'none' ? (
        <Text size="xs" c="red.8" role="status">
          The demo API is simulating a fault now.
        </Text>
      ) : null}
    </Stack>
  );
}
