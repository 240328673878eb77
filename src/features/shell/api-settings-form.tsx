import { Button, Checkbox, Group, List, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { CREDENTIAL_KINDS } from '@/api/credential-kinds';
import { useApiSettings } from '@/lib/api-settings-context';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/List.layer.css';
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

/** The API's base URL and token, and what each kind of credential may read (the contract's security schemes): Settings and the "Connect your API" card. */
export function ApiSettingsForm({
  submitLabel,
  onDone,
  onCancel,
  children,
}: {
  submitLabel: string;
  onDone?: () => void;
  onCancel?: () => void;
  children?: ReactNode;
}) {
  const { settings, update, remembered, canRemember } = useApiSettings();
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl);
  const [token, setToken] = useState(settings.token ?? '');
  const [remember, setRemember] = useState(remembered);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateBaseUrl(baseUrl);
    if (problem) {
      setError(problem);
      return;
    }
    update({ baseUrl: baseUrl.trim().replace(/\/+$/, ''), token: token.trim() || null }, { remember });
    onDone?.();
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
          description={
            remember
              ? 'Sent as a bearer token. Kept on this device until you untick the box below.'
              : 'Sent as a bearer token. Kept for this browser session only.'
          }
          value={token}
          onChange={(event) => setToken(event.currentTarget.value)}
          autoComplete="off"
        />
        {canRemember ? (
          <Checkbox
            label="Remember on this device"
            description="Keeps the token in this browser's storage after the tab closes. Leave it off on shared computers."
            checked={remember}
            onChange={(event) => setRemember(event.currentTarget.checked)}
          />
        ) : null}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            What each kind of credential may read
          </Text>
          <List size="sm" spacing={4} aria-label="Credential kinds">
            {CREDENTIAL_KINDS.map((info) => (
              <List.Item key={info.kind}>
                <Text span size="sm" fw={500}>
                  {info.label}
                </Text>
                : {info.reads}.
              </List.Item>
            ))}
          </List>
        </Stack>
        {children}
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit">{submitLabel}</Button>
        </Group>
      </Stack>
    </form>
  );
}
