import { getSpacing, type MantineSpacing } from '@mantine/core';
import type { CSSProperties, ComponentPropsWithoutRef, ReactNode } from 'react';
import type { SortDirection } from '@/api/types';
import classes from './table.module.css';

/* A data table with the look of Mantine's Table on plain elements. */

type Layout = {
  w?: CSSProperties['width'];
  miw?: CSSProperties['minWidth'];
  maw?: CSSProperties['maxWidth'];
  ta?: CSSProperties['textAlign'];
  fw?: CSSProperties['fontWeight'];
};

function layoutStyle({ w, miw, maw, ta, fw }: Layout, style: CSSProperties | undefined): CSSProperties | undefined {
  if (w === undefined && miw === undefined && maw === undefined && ta === undefined && fw === undefined) return style;
  return { width: w, minWidth: miw, maxWidth: maw, textAlign: ta, fontWeight: fw, ...style };
}

function cx(...names: (string | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

type TableProps = Omit<ComponentPropsWithoutRef<'table'>, 'style'> & {
  striped?: boolean;
  highlightOnHover?: boolean;
  /** Padding above and below each cell's content (Mantine spacing or px). Default 7 px, as Mantine's. */
  verticalSpacing?: MantineSpacing | number;
  /** Padding left and right of each cell's content (Mantine spacing or px). Default Mantine's `xs`. */
  horizontalSpacing?: MantineSpacing | number;
  fz?: 'xs' | 'sm' | 'md';
  /** Below `sm`, each row becomes a card of labelled cells, so a phone reads a row without scrolling sideways. */
  stacked?: boolean;
  style?: CSSProperties;
};

function TableRoot({ striped, highlightOnHover, verticalSpacing, horizontalSpacing, fz, stacked, className, style, ...rest }: TableProps) {
  const variables = {
    '--table-vertical-spacing': verticalSpacing === undefined ? undefined : getSpacing(verticalSpacing),
    '--table-horizontal-spacing': horizontalSpacing === undefined ? undefined : getSpacing(horizontalSpacing),
    '--table-font-size': fz === undefined ? undefined : `var(--mantine-font-size-${fz})`,
  } as CSSProperties;
  return (
    <table
      {...rest}
      className={cx(classes.table, className)}
      data-striped={striped || undefined}
      data-hover={highlightOnHover || undefined}
      data-stacked={stacked || undefined}
      style={{ ...variables, ...style }}
    />
  );
}

function Th({ className, style, w, miw, maw, ta, fw, ...rest }: ComponentPropsWithoutRef<'th'> & Layout) {
  return <th {...rest} className={cx(classes.th, className)} style={layoutStyle({ w, miw, maw, ta, fw }, style)} />;
}

type TdProps = ComponentPropsWithoutRef<'td'> &
  Layout & {
    /** The column's name, shown before the value when a `stacked` table is drawn as cards. */
    label?: string;
  };

function Td({ className, style, w, miw, maw, ta, fw, label, children, ...rest }: TdProps) {
  return (
    <td {...rest} data-label={label} className={cx(classes.td, className)} style={layoutStyle({ w, miw, maw, ta, fw }, style)}>
      {/* One box beside the label, however many pieces the value is made of. */}
      {label === undefined ? children : <div className={classes.cellValue}>{children}</div>}
    </td>
  );
}

/** Scrolls sideways below `minWidth`; a `stacked` table lets go of its width where it turns into cards. */
function ScrollContainer({
  minWidth,
  w,
  id,
  stacked,
  label,
  children,
}: {
  minWidth: number;
  w?: CSSProperties['width'];
  id?: string;
  stacked?: boolean;
  label?: string;
  children: ReactNode;
}) {
  const focusable = label === undefined ? {} : { tabIndex: 0, role: 'region', 'aria-label': label };
  return (
    <div className={classes.scroll} style={{ width: w }} id={id} {...focusable}>
      <div
        className={classes.scrollContent}
        data-stacked={stacked || undefined}
        style={{ '--table-min-width': `${minWidth}px` } as CSSProperties}
      >
        {children}
      </div>
    </div>
  );
}

/** A header row of column names; those in `numeric` align right, over their figures. */
function Head({ columns, numeric = [] }: { columns: readonly string[]; numeric?: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <Th key={column} scope="col" ta={numeric.includes(column) ? 'right' : undefined}>
            {column}
          </Th>
        ))}
      </tr>
    </thead>
  );
}

export const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

type SortThProps = Omit<ComponentPropsWithoutRef<'th'>, 'children'> &
  Layout & {
    label: string;
    /** The column's order when it is the sorted one. */
    sorted: SortDirection | undefined;
    /** The order a click on another column's header asks for. */
    first: SortDirection;
    /** The link or button to `next`, given its look, name and title. */
    control: (next: SortDirection, props: { className?: string; title: string; children: ReactNode }) => ReactNode;
  };

/** A header that sorts its column: `aria-sort`, the name a link or button to the next order, an arrow (↕ on the others). */
function SortTh({ label, sorted, first, control, ...rest }: SortThProps) {
  const next = sorted === undefined ? first : sorted === 'asc' ? 'desc' : 'asc';
  return (
    <Th scope="col" aria-sort={sorted === undefined ? 'none' : ARIA_SORT[sorted]} {...rest}>
      {control(next, {
        className: classes.sort,
        title: `Sort by ${label.toLowerCase()}, ${ARIA_SORT[next]}`,
        children: (
          <>
            {label}
            <span aria-hidden="true" className={classes.arrow} data-off={sorted === undefined || undefined}>
              {sorted === undefined ? '↕' : sorted === 'asc' ? '▲' : '▼'}
            </span>
          </>
        ),
      })}
    </Th>
  );
}

// Sections and rows are plain elements styled from the table's class (a row takes a ref: test search watches rows on screen).
const PLAIN = { Thead: 'thead', Tbody: 'tbody', Tr: 'tr' } as const;
export const Table = Object.assign(TableRoot, { ...PLAIN, Head, Th, SortTh, Td, ScrollContainer });
