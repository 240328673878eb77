import { Button, Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './filters-drawer.module.css';
import '@/components/overlays/overlay-styles';

/** The filters of a page on a phone: a panel from the side, with the same controls as the desktop's sidebar. */
export function FiltersDrawer({ opened, onClose, children }: { opened: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Filters" position="right" size="min(100%, 26rem)">
      {children}
      <div className={classes.footer}>
        <Button fullWidth onClick={onClose}>
          Show results
        </Button>
      </div>
    </Drawer>
  );
}
