/** A `Link` header (RFC 8288 §3) read into its links; parameter names in lower case, a repeated parameter keeps its first value. */
export interface LinkValue {
  uri: string;
  params: ReadonlyMap<string, string>;
}

/** RFC 9110 `tchar`: what a parameter name or an unquoted value is made of. */
const TOKEN_CHAR = /[!#$%&'*+\-.^_`|~0-9A-Za-z]/;

export function parseLinkValues(header: string): LinkValue[] {
  let at = 0;
  const fail = (): never => {
    throw new SyntaxError(`Malformed Link header at character ${at}`);
  };
  const skipSpace = () => {
    while (header[at] === ' ' || header[at] === '\t') at += 1;
  };
  const token = () => {
    const start = at;
    while (at < header.length && TOKEN_CHAR.test(header[at] ?? '')) at += 1;
    return header.slice(start, at);
  };
  const quoted = () => {
    let text = '';
    at += 1; // the opening quote
    while (at < header.length && header[at] !== '"') {
      if (header[at] === '\\') at += 1; // a quoted-pair stands for the character after it
      text += header[at] ?? '';
      at += 1;
    }
    if (header[at] !== '"') fail();
    at += 1;
    return text;
  };

  const links: LinkValue[] = [];
  for (;;) {
    skipSpace();
    if (at >= header.length) return links;
    // A list may carry empty elements (RFC 9110 §5.6.1).
    if (header[at] === ',') {
      at += 1;
      continue;
    }
    if (header[at] !== '<') fail();
    const close = header.indexOf('>', at);
    if (close < 0) fail();
    const uri = header.slice(at + 1, close).trim();
    at = close + 1;
    const params = new Map<string, string>();
    for (;;) {
      skipSpace();
      if (at >= header.length || header[at] === ',') break;
      if (header[at] !== ';') fail();
      at += 1;
      skipSpace();
      const name = token().toLowerCase();
      if (name === '') fail();
      skipSpace();
      let value = '';
      if (header[at] === '=') {
        at += 1;
        skipSpace();
        value = header[at] === '"' ? quoted() : token();
      }
      if (!params.has(name)) params.set(name, value);
    }
    links.push({ uri, params });
  }
}
