import { lazy } from 'react';

/** The create dialog (modal, form, name suggestions) as a chunk of its own, loaded when first opened. */
export const LazyCreateQuarantineDialog = lazy(() =>
  import('./create-quarantine-dialog').then((module) => ({ default: module.CreateQuarantineDialog })),
);
