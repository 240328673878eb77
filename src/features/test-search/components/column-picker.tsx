import { Button } from '@mantine/core';
import { lazy, memo, Suspense, useState } from 'react';
import type { HideableColumn } from '../lib/result-columns';

const loadPanel = () => import('./column-picker-panel');
const ColumnPickerPanel = lazy(loadPanel);

type Props = { hidden: readonly HideableColumn[]; onToggle: (column: HideableColumn) => void };

/**
 * "Columns": which columns the table shows, kept in the URL. Only the button comes with the page; the
 * menu (and Mantine's popover code) loads on the first click, or when the pointer comes near, as Export's.
 */
export const ColumnPicker = memo(function ColumnPicker({ hidden, onToggle }: Props) {
  const [wanted, setWanted] = useState(false);
  const plain = (
    <Button
      size="xs"
      variant="default"
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
      onClick={() => setWanted(true)}
    >
      Columns
    </Button>
  );
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <ColumnPickerPanel hidden={hidden} onToggle={onToggle} />
    </Suspense>
  );
});
