// Percent-encodes any JavaScript string, lone surrogates included, as a careless client would put it on
// the wire: each code point's UTF-8 bytes, a lone surrogate as its three-byte (WTF-8) form, which is no
// UTF-8 at all and which the mock must refuse as `string_unicode`. `encodeURIComponent` would throw.

const UNRESERVED = /[A-Za-z0-9\-._~]/;

function utf8Bytes(codePoint: number): number[] {
  if (codePoint < 0x80) return [codePoint];
  if (codePoint < 0x800) return [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f)];
  // Surrogates (0xD800–0xDFFF) fall here too: their three-byte form is exactly what must be refused.
  if (codePoint < 0x10000) return [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)];
  return [0xf0 | (codePoint >> 18), 0x80 | ((codePoint >> 12) & 0x3f), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)];
}

export function percentEncodeWtf8(text: string): string {
  let out = '';
  for (const char of text) {
    if (UNRESERVED.test(char)) {
      out += char;
      continue;
    }
    for (const byte of utf8Bytes(char.codePointAt(0) as number)) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
