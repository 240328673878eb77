import type { ClampLimits } from './clamp-text';
import { DataText } from './data-text';

/**
 * A test name: isolated, its hidden characters shown, with line-break opportunities after its separators
 * (`/`, `.`, `:`, `_`, `>`, `-`) so a long name wraps between its parts rather than mid-word
 * (`overflow-wrap: anywhere` stays the fallback), cut behind "Show all" when very long.
 */
export function BreakableName({ name, clamp }: { name: string; clamp?: Partial<ClampLimits> | false }) {
  return <DataText value={name} breakable clamp={clamp} />;
}
