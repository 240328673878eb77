import type { ComponentProps } from 'react';
import { BucketBars } from '@/components/charts/bucket-series';
import { ChartSlot } from '@/components/charts/chart-slot';
import type { TimeSpan } from '@/components/charts/bucket-plot';

/** An interval's bar figures by series key (null: no figure), and the interval in words. */
type BarRow = TimeSpan & { label: string; [series: string]: number | string | null };

type Props = Omit<ComponentProps<typeof BucketBars<BarRow>>, 'zone' | 'timeTitle' | 'heading' | 'label'>;

/** Bars per UTC day, drawn once seen (below the first screen); `label` names the box as one image. */
export function StackedBars({ label, ...bars }: Props & { label?: string }) {
  return (
    <div role={label === undefined ? undefined : 'img'} aria-label={label}>
      <ChartSlot height={bars.height + 48}>
        <BucketBars {...bars} zone="utc" timeTitle="UTC day" heading={(row) => row.label} />
      </ChartSlot>
    </div>
  );
}
