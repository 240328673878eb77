import { getSpacing, type MantineSpacing } from '@mantine/core';
import type { CSSProperties, ComponentProps, ComponentPropsWithoutRef, ReactNode } from 'react';
import classes from './table.module.css';

/*
 * A data table with the look of Mantine's Table on plain elements. Mantine renders every cell through
 * its Box (style props, styles API) and brings its scroll-area component, and with it a positioning
 * library, to every page with a table; a results page re-renders hundreds of cells on each click.
 * The same compound names (`Table.Tr`, `Table.Td`…) and the few layout props the app uses.
 */

type Layout = { w?: CSSProperties['width']; miw?: CSSProperties['minWidth']; maw?: CSSProperties['maxWidth']; ta?: CSSProperties['textAlign']; fw?: CSSProperties['fontWeight'] };

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
  fz?: 'xs' | 'sm' | 'md';
  style?: CSSProperties;
};

function TableRoot({ striped, highlightOnHover, verticalSpacing, fz, className, style, ...rest }: TableProps) {
  const variables = {
    '--table-vertical-spacing': verticalSpacing === undefined ? undefined : getSpacing(verticalSpacing),
    '--table-font-size': fz === undefined ? undefined : `var(--mantine-font-size-${fz})`,
  } as CSSProperties;
  return (
    <table
      {...rest}
      className={cx(classes.table, className)}
      data-striped={striped || undefined}
      data-hover={highlightOnHover || undefined}
      style={{ ...variables, ...style }}
    />
  );
}

function Thead(props: ComponentPropsWithoutRef<'thead'>) {
  return <thead {...props} />;
}

function Tbody({ className, ...rest }: ComponentPropsWithoutRef<'tbody'>) {
  return <tbody {...rest} className={cx(classes.tbody, className)} />;
}

/** A row takes a ref (React 19 passes it as a prop): test search watches which rows are on screen. */
function Tr({ className, ...rest }: ComponentProps<'tr'>) {
  return <tr {...rest} className={cx(classes.tr, className)} />;
}

function Th({ className, style, w, miw, maw, ta, fw, ...rest }: ComponentPropsWithoutRef<'th'> & Layout) {
  return <th {...rest} className={cx(classes.th, className)} style={layoutStyle({ w, miw, maw, ta, fw }, style)} />;
}

function Td({ className, style, w, miw, maw, ta, fw, ...rest }: ComponentPropsWithoutRef<'td'> & Layout) {
  return <td {...rest} className={cx(classes.td, className)} style={layoutStyle({ w, miw, maw, ta, fw }, style)} />;
}

/** Scrolls the table sideways when the page is narrower than `minWidth`. */
function ScrollContainer({ minWidth, w, id, children }: { minWidth: number; w?: CSSProperties['width']; id?: string; children: ReactNode }) {
  return (
    <div className={classes.scroll} style={{ width: w }} id={id}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}

export const Table = Object.assign(TableRoot, { Thead, Tbody, Tr, Th, Td, ScrollContainer });
