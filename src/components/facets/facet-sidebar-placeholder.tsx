import { Skeleton } from '@mantine/core';

/** Where a facet sidebar will be while its code loads (it comes after the page's first data). */
export const FACET_SIDEBAR_PLACEHOLDER = <Skeleton role="status" height={480} radius="md" aria-label="Loading the filters" />;
