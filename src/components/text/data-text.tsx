import type { ElementType } from 'react';
import { clampText, type ClampLimits } from './clamp-text';
import { ExpandableText } from './expandable-text';
import { RevealedText } from './revealed-text';
import classes from './data-text.module.css';

export type DataTextProps = {
  value: string;
  /** Free text (reason, message): line breaks kept and shown. Names and branches reveal them instead. */
  multiline?: boolean;
  breakable?: boolean;
  /** Cut long values behind "Show all"; `false` shows the whole value (a page whose subject it is). */
  clamp?: Partial<ClampLimits> | false;
  className?: string;
  /** The isolating element: `bdi`, or one that isolates too (the activity log's `code`), so a row gains no element. */
  component?: ElementType;
};

/** The isolated text itself: `<bdi>`, so a right-to-left value cannot reorder what stands around it. */
export function IsolatedText({
  value,
  multiline = false,
  breakable = false,
  cut = false,
  className,
  component: Component = 'bdi',
}: Omit<DataTextProps, 'clamp'> & { cut?: boolean }) {
  const names = [classes.text, multiline ? classes.multiline : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Component className={names}>
      <RevealedText text={value} keepLineBreaks={multiline} breakable={breakable} />
      {cut ? '…' : null}
    </Component>
  );
}

/** Any string from data: literal, isolated, hidden characters visible, long values cut with an expand. Never HTML. */
export function DataText({ value, clamp = {}, ...rest }: DataTextProps) {
  if (clamp === false) return <IsolatedText value={value} {...rest} />;
  return (
    <ExpandableText value={value} limits={clamp}>
      {(text, cut) => <IsolatedText value={text} cut={cut} {...rest} />}
    </ExpandableText>
  );
}

/** Cut with "…" and no expand, where the full value is shown nearby. */
export function ShortText({ value, limits, ...rest }: Omit<DataTextProps, 'clamp'> & { limits: ClampLimits }) {
  const { shown, clamped } = clampText(value, limits);
  return <IsolatedText value={shown} cut={clamped} {...rest} />;
}
