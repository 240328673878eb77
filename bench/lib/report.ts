// The bench's one Markdown table (terminal and README alike): each figure, its target, the same run's reference.
import { cpus, loadavg, totalmem } from 'node:os';

/** `points`: a 0–100 score; `shift`: a layout-shift score (unitless, 0 is none). */
export type Unit = 'KiB' | 'ms' | 'rows' | 'elements' | 'events' | 'requests' | 'points' | 'shift';

/** `ratio`: the value over the reference's; `offset`: the value against the reference's plus `by`. Either misses without a reference. */
export type Target =
  | { kind: 'at most'; max: number }
  | { kind: 'at least'; min: number }
  | { kind: 'ratio'; max: number }
  | { kind: 'offset'; bound: 'at most' | 'at least'; by: number };

export interface Figure {
  section: string;
  name: string;
  /** null: not measured (see `note`). */
  value: number | null;
  unit: Unit;
  detail?: string;
  reference?: { name: string; value: number };
  target?: Target;
  note?: string;
}

export interface JudgedFigure extends Figure {
  ratio: number | null;
  /** null when the figure has no target. */
  met: boolean | null;
}

export function judge(figure: Figure): JudgedFigure {
  const { value, reference, target } = figure;
  const ratio = value !== null && reference && reference.value > 0 ? value / reference.value : null;
  let met: boolean | null = null;
  if (target) {
    if (target.kind === 'ratio') met = ratio !== null && ratio <= target.max;
    else if (target.kind === 'offset') {
      const bound = reference && reference.value + target.by;
      met = value !== null && bound !== undefined && (target.bound === 'at most' ? value <= bound : value >= bound);
    } else met = value !== null && (target.kind === 'at most' ? value <= target.max : value >= target.min);
  }
  return { ...figure, ratio, met };
}

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatValue(value: number, unit: Unit): string {
  if (unit === 'KiB') return `${(value / 1024).toFixed(1)} KiB`;
  if (unit === 'ms') return `${value === 0 || value >= 10 ? count.format(value) : value.toFixed(1)} ms`;
  return unit === 'shift' ? value.toFixed(3) : count.format(value);
}

function formatTarget({ target, unit, reference }: Figure): string {
  if (!target) return '';
  if (target.kind === 'at most') return `≤ ${formatValue(target.max, unit)}`;
  if (target.kind === 'at least') return `≥ ${formatValue(target.min, unit)}`;
  const against = reference?.name ?? 'reference (no reference measured)';
  if (target.kind === 'ratio') return `≤ ${target.max}× ${against}`;
  const sign = target.by < 0 ? '−' : '+';
  return `${target.bound === 'at most' ? '≤' : '≥'} ${against} ${sign} ${formatValue(Math.abs(target.by), unit)}`;
}

export function markdownTable(figures: readonly JudgedFigure[]): string {
  const lines = ['| | figure | value | target | same run | ratio | met |', '| --- | --- | --- | --- | --- | --- | --- |'];
  figures.forEach((figure, index) => {
    const value = figure.value === null ? `not measured${figure.note ? `: ${figure.note}` : ''}` : formatValue(figure.value, figure.unit);
    const detail = [figure.detail, figure.value !== null ? figure.note : undefined].filter(Boolean).join('; ');
    const cells = [
      figure.section === figures[index - 1]?.section ? '' : `**${figure.section}**`,
      figure.name,
      detail ? `${value} (${detail})` : value,
      formatTarget(figure),
      figure.reference ? `${figure.reference.name} ${formatValue(figure.reference.value, figure.unit)}` : '',
      figure.ratio === null ? '' : `${figure.ratio.toFixed(2)}×`,
      figure.met === null ? '' : figure.met ? '✓' : '✗',
    ];
    lines.push(`| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`);
  });
  return lines.join('\n');
}

/** The load average at the start: other work on the machine skews every figure. */
export function describeMachine(chromium: string): string {
  const processors = cpus();
  const memory = (totalmem() / 2 ** 30).toFixed(1);
  const load = (loadavg()[0] ?? 0).toFixed(2);
  return `${processors[0]?.model.trim() ?? 'unknown'}, ${processors.length} cores, ${memory} GiB, Node ${process.version}, Chromium ${chromium}, load ${load} at start`;
}
