import { memo } from 'react';
import { revealHiddenCharacters } from './hidden-characters';
import classes from './data-text.module.css';

/** A long name may wrap after a separator (`/`, `.`, `:`, `_`, `>`, `-`) rather than mid-word; one flat list, no fragments. */
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
  keepLineBreaks?: boolean;
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
