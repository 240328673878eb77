import type { CSSProperties } from 'react';
import { keyboardRowProps } from '@/lib/keyboard-targets';

// A row open below the table has the hover background; a flagged one a coloured bar on its edge, seen before the words that say why.

export function markedRowProps(selected: boolean, flagColour: string | undefined) {
  return {
    ...keyboardRowProps(),
    'aria-current': selected ? ('true' as const) : undefined,
    style: {
      background: selected ? 'var(--mantine-color-default-hover)' : undefined,
      boxShadow: flagColour === undefined ? undefined : `inset 3px 0 0 var(--mantine-color-${flagColour}-6)`,
    },
  };
}

export const TOTAL_ROW_STYLE: CSSProperties = { borderTop: '2px solid var(--mantine-color-default-border)' };
