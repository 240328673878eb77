import { Fragment, memo } from 'react';
import { revealHiddenCharacters } from './hidden-characters';
import classes from './data-text.module.css';

/** After a separator (`/`, `.`, `:`, `_`, `>`, `-`) a long name may wrap between its parts rather than mid-word. */
function withBreaks(text: string, keyPrefix: string) {
  const parts = text.split(/(?<=[/.:_>-])/);
  return parts.map((part, index) => (
    <Fragment key={`${keyPrefix}-${index}`}>
      {part}
      {index < parts.length - 1 ? <wbr /> : null}
    </Fragment>
  ));
}

/** Each hidden character replaced by a visible marker explained on hover. */
export const RevealedText = memo(function RevealedText({
  text,
  keepLineBreaks = false,
  breakable = false,
}: {
  text: string;
  /** Free text (a reason, a message): line breaks are meant, not hidden. */
  keepLineBreaks?: boolean;
  /** Offer line breaks after a name's separators. */
  breakable?: boolean;
}) {
  const segments = revealHiddenCharacters(text, { keepLineBreaks });
  return segments.map((segment, index) => {
    if (segment.kind === 'text') {
      return breakable ? withBreaks(segment.text, String(index)) : <Fragment key={index}>{segment.text}</Fragment>;
    }
    return (
      <abbr key={index} className={classes.marker} title={segment.description}>
        {segment.marker}
      </abbr>
    );
  });
});
