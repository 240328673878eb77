// A small non-cryptographic 64-bit hash (two FNV-1a lanes) for cursor integrity and filter fingerprints.
// The mock needs tamper *detection*, not secrecy.
function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function stableHash(text: string): string {
  const a = fnv1a(text, 0x811c9dc5).toString(16).padStart(8, '0');
  const b = fnv1a(text, 0x2f8b3c61).toString(16).padStart(8, '0');
  return a + b;
}
