// The bench's one table: each figure with its target and the same run's reference, as Markdown (the
// terminal and the README show the same text), and whether it met its target.

/** `points`: a 0–100 score; `shift`: a layout-shift score (unitless, 0 is none). */
export type Unit = 'KiB' | 'ms' | 'rows' | 'elements' | 'events' | 'points' | 'shift';

export type Target =
  /** The value itself. */
  | { kind: 'at most'; max: number }
  | { kind: 'at least'; min: number }
  /** The value over the reference's. */
  | { kind: 'ratio'; max: number };

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
  const ratio = figure.value !== null && figure.reference && figure.reference.value > 0 ? figure.value / figure.reference.value : null;
  const met = (() => {
    if (!figure.target) return null;
    if (figure.value === null) return false;
    switch (figure.target.kind) {
      case 'at most':
        return figure.value <= figure.target.max;
      case 'at least':
        return figure.value >= figure.target.min;
      case 'ratio':
        return ratio !== null && ratio <= figure.target.max;
    }
  })();
  return { ...figure, ratio, met };
}

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case 'KiB':
      return `${(value / 1024).toFixed(1)} KiB`;
    case 'ms':
      return `${value === 0 || value >= 10 ? count.format(value) : value.toFixed(1)} ms`;
    case 'shift':
      return value.toFixed(3);
    default:
      return count.format(value);
  }
}

function formatTarget(figure: Figure): string {
  const target = figure.target;
  if (!target) return '';
  switch (target.kind) {
    case 'at most':
      return `≤ ${formatValue(target.max, figure.unit)}`;
    case 'at least':
      return `≥ ${formatValue(target.min, figure.unit)}`;
    case 'ratio':
      return `≤ ${target.max}× ${figure.reference?.name ?? 'reference'}`;
  }
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|');

export function markdownTable(figures: readonly JudgedFigure[]): string {
  const lines = ['| | figure | value | target | same run | ratio | met |', '| --- | --- | --- | --- | --- | --- | --- |'];
  let section = '';
  for (const figure of figures) {
    const value = figure.value === null ? `not measured${figure.note ? `: ${figure.note}` : ''}` : formatValue(figure.value, figure.unit);
    const detail = [figure.detail, figure.value !== null ? figure.note : undefined].filter(Boolean).join('; ');
    const cells = [
      figure.section === section ? '' : `**${figure.section}**`,
      figure.name,
      detail ? `${value} (${detail})` : value,
      formatTarget(figure),
      figure.reference ? `${figure.reference.name} ${formatValue(figure.reference.value, figure.unit)}` : '',
      figure.ratio === null ? '' : `${figure.ratio.toFixed(2)}×`,
      figure.met === null ? '' : figure.met ? '✓' : '✗',
    ];
    section = figure.section;
    lines.push(`| ${cells.map(escapeCell).join(' | ')} |`);
  }
  return lines.join('\n');
}

/** Replaces what sits between the README's bench markers. */
export function replaceBetweenMarkers(text: string, begin: string, end: string, content: string): string {
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`markers ${begin} … ${end} not found`);
  return `${text.slice(0, from + begin.length)}\n${content}\n${text.slice(to)}`;
}
