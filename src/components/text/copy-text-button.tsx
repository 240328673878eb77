import { useClipboard } from '@mantine/hooks';
import classes from './copy-text-button.module.css';

/** A small button that puts `text` on the clipboard, exactly: beside a name that is cut or wrapped on screen. */
export function CopyTextButton({ text, what }: { text: string; what: string }) {
  const clipboard = useClipboard({ timeout: 2000 });
  const label = clipboard.error
    ? `The browser did not allow copying the ${what}: select it and press Ctrl+C (⌘C on a Mac)`
    : clipboard.copied
      ? `Copied the ${what}`
      : `Copy ${what}`;
  return (
    <button type="button" className={classes.button} aria-label={label} title={label} onClick={() => clipboard.copy(text)}>
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        {clipboard.copied ? (
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
        ) : (
          <path d="M5.5 5.5h8v8h-8zM10.5 5.5v-3h-8v8h3" fill="none" stroke="currentColor" strokeWidth="1.5" />
        )}
      </svg>
    </button>
  );
}
