// Strings the real service refuses as `string_unicode`: a JSON lone surrogate (`"\ud800"`, which JSON.parse
// accepts) and percent-encoded bytes that are not UTF-8 (`%FF`), which URL parsers would turn into U+FFFD.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** False when `value` holds a lone (unpaired) surrogate, which no UTF-8 text can carry. */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** One percent-encoded URL component decoded, or null when not UTF-8; a stray `%` stays, as Python's `unquote` keeps it. */
export function decodeComponentStrictly(raw: string, plusIsSpace = false): string | null {
  const text = plusIsSpace ? raw.replaceAll('+', ' ') : raw;
  try {
    return decodeURIComponent(text.replace(/%(?![0-9a-fA-F]{2})/g, '%25'));
  } catch {
    return null;
  }
}

/** The query parameters whose name or value is not UTF-8, in order, each once (an undecodable name as sent). */
export function malformedQueryNames(search: string): string[] {
  const names: string[] = [];
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawName = equals < 0 ? pair : pair.slice(0, equals);
    const rawValue = equals < 0 ? '' : pair.slice(equals + 1);
    const name = decodeComponentStrictly(rawName, true);
    if (name !== null && decodeComponentStrictly(rawValue, true) !== null) continue;
    const reported = name ?? rawName;
    if (!names.includes(reported)) names.push(reported);
  }
  return names;
}
