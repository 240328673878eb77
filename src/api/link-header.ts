/** A `Link` header (RFC 8288 §3) read into its links; parameter names in lower case, a repeated parameter keeps its first value. */
export interface LinkValue {
  uri: string;
  params: ReadonlyMap<string, string>;
}

/** RFC 9110 `tchar`s: what a parameter name or an unquoted value is made of. */
const TOKEN = "[!#$%&'*+\\-.^_`|~0-9A-Za-z]+";
const QUOTED = '"(?:[^"\\\\]|\\\\.)*"';
const PARAM = `;[ \\t]*(${TOKEN})[ \\t]*(?:=[ \\t]*(${QUOTED}|${TOKEN}))?[ \\t]*`;
/** One list element from where the last ended: `<uri>` and its parameters, then a comma or the end; empty elements are allowed (RFC 9110 §5.6.1). */
const ELEMENT = new RegExp(`[ \\t,]*(?:<([^>]*)>[ \\t]*((?:${PARAM})*)(?:,|$)|$)`, 'y');

export function parseLinkValues(header: string): LinkValue[] {
  const links: LinkValue[] = [];
  ELEMENT.lastIndex = 0;
  while (ELEMENT.lastIndex < header.length) {
    const at = ELEMENT.lastIndex;
    const match = ELEMENT.exec(header);
    if (match === null) throw new SyntaxError(`Malformed Link header at character ${at}`);
    if (match[1] === undefined) break;
    const params = new Map<string, string>();
    for (const [, name = '', value = ''] of (match[2] ?? '').matchAll(new RegExp(PARAM, 'g'))) {
      const key = name.toLowerCase();
      // A quoted-pair stands for the character after it.
      if (!params.has(key)) params.set(key, value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value);
    }
    links.push({ uri: match[1].trim(), params });
  }
  return links;
}
