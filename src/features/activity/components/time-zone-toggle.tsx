import { SegmentedChoice } from '@/components/inputs/segmented-choice';
import type { TimeZoneChoice } from '../lib/time-zone';

const CHOICES: readonly { value: TimeZoneChoice; label: string }[] = [
  { value: 'local', label: 'Local' },
  { value: 'utc', label: 'UTC' },
];

/** "Times: Local | UTC", kept in the URL so a shared link reads the same clock. */
export function TimeZoneToggle({ zone, onChange }: { zone: TimeZoneChoice; onChange: (zone: TimeZoneChoice) => void }) {
  return <SegmentedChoice aria-label="Times" size="xs" data={CHOICES} value={zone} onChange={onChange} />;
}
