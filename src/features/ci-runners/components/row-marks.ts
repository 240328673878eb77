import type { CSSProperties } from 'react';

/*
 * How the fleet and job-wait tables mark a row: the one open below the table has the hover background; a flagged one (a degraded
 * runner, a waiting label) a coloured bar on its leading edge, so the eye finds it before reading the words that say why.
 */

export function markedRowStyle(selected: boolean, flagColour: string | undefined): CSSProperties {
  return {
    background: selected ? 'var(--mantine-color-default-hover)' : undefined,
    boxShadow: flagColour === undefined ? undefined : `inset 3px 0 0 var(--mantine-color-${flagColour}-6)`,
  };
}

export const TOTAL_ROW_STYLE: CSSProperties = { borderTop: '2px solid var(--mantine-color-default-border)' };
