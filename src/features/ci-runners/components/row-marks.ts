import type { CSSProperties } from 'react';

// A row open below the table has the hover background; a flagged one a coloured bar on its edge, seen before the words that say why.

export function markedRowStyle(selected: boolean, flagColour: string | undefined): CSSProperties {
  return {
    background: selected ? 'var(--mantine-color-default-hover)' : undefined,
    boxShadow: flagColour === undefined ? undefined : `inset 3px 0 0 var(--mantine-color-${flagColour}-6)`,
  };
}

export const TOTAL_ROW_STYLE: CSSProperties = { borderTop: '2px solid var(--mantine-color-default-border)' };
