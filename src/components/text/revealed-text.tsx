import { memo } from 'react';
import { revealHiddenCharacters } from './hidden-characters';
import classes from './data-text.module.css';

/** After a separator (`/`, `.`, `:`, `_`, `>`, `-`) a long name may wrap between its parts rather than mid-word. The parts
 *  and breaks as one flat list: a fragment around each part would add a node for every one of them. */
function withBreaks(text: string, keyPrefix: number) {
  return text.split(/(?<=[/.:_>-])/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={`${keyPrefix}-${index}`} />, part]));
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
  return revealHiddenCharacters(text, { keepLineBreaks }).flatMap((segment, index) => {
    if (segment.kind === 'text') return breakable ? withBreaks(segment.text, index) : [segment.text];
    return [
      <abbr key={index} className={classes.marker} title={segment.description}>
        {segment.marker}
      </abbr>,
    ];
  });
});
