import { Fragment } from 'react';

/**
 * A test name with line-break opportunities after its separators (`/`, `.`, `:`, `_`, `>`, `-`), so a
 * long name wraps between its parts rather than mid-word; `overflow-wrap: anywhere` stays the fallback.
 */
export function BreakableName({ name }: { name: string }) {
  const parts = name.split(/(?<=[/.:_>-])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </>
  );
}
