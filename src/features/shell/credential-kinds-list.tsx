import { List, Text } from '@mantine/core';
import { CREDENTIAL_KINDS } from '@/api/credential-kinds';
import '@mantine/core/styles/List.layer.css';

/** What each kind of API credential may read (from the contract's security schemes). */
export function CredentialKindsList() {
  return (
    <List size="sm" spacing={4} aria-label="Credential kinds">
      {CREDENTIAL_KINDS.map((info) => (
        <List.Item key={info.kind}>
          <Text span size="sm" fw={500}>
            {info.label}
          </Text>
          <Text span size="sm">
            : {info.reads}.
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
