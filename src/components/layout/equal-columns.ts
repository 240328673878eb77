import type { CSSProperties } from 'react';
import columns from './columns.module.css';

/** Equal columns per breakpoint (each as the one below unless given); every variable is set, so a nested grid inherits none. */
export function equalColumns(
  { base, sm = base, md = sm, lg = md }: { base: number; sm?: number; md?: number; lg?: number },
  gap: 'sm' | 'md' = 'md',
) {
  const style = { '--cols': base, '--cols-sm': sm, '--cols-md': md, '--cols-lg': lg, '--gap': `var(--mantine-spacing-${gap})` };
  return { className: columns.equal, style: style as CSSProperties };
}
