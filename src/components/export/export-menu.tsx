import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { ExportSource } from '@/lib/export/export-source';

const loadPanel = () => import('./export-menu-panel');
const ExportMenuPanel = lazy(loadPanel);

export function ExportMenu<T>({ source }: { source: ExportSource<T> }) {
  const [wanted, setWanted] = useState(false);
  const plain = (
    <Button
      size="xs"
      variant="default"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
      onClick={() => setWanted(true)}
    >
      Export
    </Button>
  );
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <ExportMenuPanel source={source} />
    </Suspense>
  );
}
