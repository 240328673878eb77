import { Button, Drawer, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useApiSettings } from '@/lib/api-settings-context';
import '@/components/overlays/overlay-styles';
import '@mantine/core/styles/PasswordInput.layer.css';

function validateBaseUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return 'The base URL is required';
  if (trimmed.startsWith('/')) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'Use an http(s) URL or a path like /v1';
  } catch {
    return 'Use an http(s) URL or a path like /v1';
  }
}

export function SettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} title="API settings" position="right">
      {/* Mounted only while open so the form starts from the saved settings each time. */}
      {opened ? <SettingsForm onDone={onClose} /> : null}
    </Drawer>
  );
}

function SettingsForm({ onDone }: { onDone: () => void }) {
  const { settings, update, resetDemoData } = useApiSettings();
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl);
  const [token, setToken] = useState(settings.token ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateBaseUrl(baseUrl);
    if (problem) {
      setError(problem);
      return;
    }
    update({ baseUrl: baseUrl.trim().replace(/\/+$/, ''), token: token.trim() || null });
    onDone();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="API base URL"
          description="Ends in the version segment, e.g. https://api.example.com/v1 (or /v1 for the built-in mock)."
          value={baseUrl}
          onChange={(event) => {
            setBaseUrl(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          required
        />
        <PasswordInput
          label="API token"
          description="Sent as a bearer token. Kept for this browser session only."
          value={token}
          onChange={(event) => setToken(event.currentTarget.value)}
          autoComplete="off"
        />
        <Text size="xs" c="dimmed">
          Admin or CI application key, or a repository-host token (ghp_…). The CI key cannot read the
          repository-wide statistics or the activity log.
        </Text>
        {resetDemoData ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Demo data
            </Text>
            <Text size="xs" c="dimmed">
              Quarantines you created or released in this demo are kept across reloads. Resetting restores
              the seeded data.
            </Text>
            <Group>
              <Button
                variant="light"
                color="red"
                size="xs"
                onClick={() => {
                  resetDemoData();
                  onDone();
                }}
              >
                Reset demo data
              </Button>
            </Group>
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </Group>
      </Stack>
    </form>
  );
}
