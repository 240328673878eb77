import { Modal, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { keyLabel, SHORTCUT_GROUPS, SHORTCUTS } from '../lib/shortcuts';
import keyClasses from './keyboard.module.css';
import classes from './palette.module.css';
import '@/components/overlays/overlay-styles';

export function ShortcutsDialog({ opened, onClose, modifier }: { opened: boolean; onClose: () => void; modifier: string }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" size="md">
      <Text size="sm" c="dimmed" mb="sm">
        While you type in a field only {modifier} K works; the other keys type as usual.
      </Text>
      {SHORTCUT_GROUPS.map((group) => (
        <section key={group} aria-label={group}>
          <Title order={3} size="h5" mb={4}>
            {group}
          </Title>
          <dl className={classes.shortcutList}>
            {SHORTCUTS.filter((shortcut) => shortcut.group === group).map((shortcut) => (
              <Fragment key={shortcut.id}>
                <dt>
                  <Keys keys={shortcut.keys} modifier={modifier} />
                </dt>
                <dd>{shortcut.description}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      ))}
    </Modal>
  );
}

/** `g t` reads "g then t"; `mod+k` is two keys held together. */
function Keys({ keys, modifier }: { keys: readonly string[]; modifier: string }) {
  return keys.map((key, index) => (
    <Fragment key={index}>
      {index > 0 ? <span className={keyClasses.keyThen}> then </span> : null}
      {keyLabel(key, modifier).map((part, partIndex) => (
        <Fragment key={part}>
          {partIndex > 0 ? ' ' : null}
          <kbd className={keyClasses.key}>{part}</kbd>
        </Fragment>
      ))}
    </Fragment>
  ));
}
