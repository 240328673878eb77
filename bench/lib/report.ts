// The bench's one Markdown table (terminal and README alike): each figure, its target, the same run's reference.
import { cpus, loadavg, totalmem } from 'node:os';

/** `points`: a 0–100 score; `shift`: a layout-shift score (unitless, 0 is none). */
export type Unit = 'KiB' | 'ms' | 'rows' | 'elements' | 'events' | 'requests' | 'points' | 'shift';

/** A bound: `limit` itself, or the same run's reference `times` it or `plus` it (missed without a reference). */
export interface Target {
  bound: 'at most' | 'at least';
  limit: number;
  of?: 'times' | 'plus';
}

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
  if (!target) return { ...figure, ratio, met: null };
  const base = target.of && reference?.value;
  const limit = !target.of ? target.limit : base === undefined ? NaN : target.of === 'times' ? base * target.limit : base + target.limit;
  const met = value !== null && (target.bound === 'at most' ? value <= limit : value >= limit);
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
  const bound = target.bound === 'at most' ? '≤' : '≥';
  if (!target.of) return `${bound} ${formatValue(target.limit, unit)}`;
  const against = reference?.name ?? 'reference (no reference measured)';
  if (target.of === 'times') return `${bound} ${target.limit}× ${against}`;
  return `${bound} ${against} ${target.limit < 0 ? '−' : '+'} ${formatValue(Math.abs(target.limit), unit)}`;
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
