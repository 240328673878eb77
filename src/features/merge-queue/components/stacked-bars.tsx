import { lazy, type ComponentProps } from 'react';
import type { BucketBars as Bars } from '@/components/charts/bucket-bars';
import { ChartSlot } from '@/components/charts/chart-slot';
import type { TimeSpan } from '@/components/charts/bucket-plot';

/** An interval's bar figures by series key (null: no figure), and the interval in words. */
type BarRow = TimeSpan & { label: string; [series: string]: number | string | null };

const BucketBars = lazy(() => import('@/components/charts/bucket-bars').then((module) => ({ default: module.BucketBars })));

type Props = Omit<ComponentProps<typeof Bars<BarRow>>, 'zone' | 'timeTitle' | 'heading' | 'label'>;

/** Bars per UTC day, below the first screen: drawn once seen, their code loaded then; `label` names the box as one image. */
export function StackedBars({ label, ...bars }: Props & { label?: string }) {
  return (
    <div role={label === undefined ? undefined : 'img'} aria-label={label}>
      <ChartSlot height={bars.height + 48}>
        <BucketBars {...bars} zone="utc" timeTitle="UTC day" heading={(row) => (row as BarRow).label} />
      </ChartSlot>
    </div>
  );
}
