import { lazy } from 'react';

export const LazyCreateQuarantineDialog = lazy(() =>
  import('./create-quarantine-form').then((module) => ({ default: module.CreateQuarantineDialog })),
);
