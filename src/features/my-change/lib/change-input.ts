/** "#1287", "1287" or a pull request's URL; null when no number can be read. */
export function parsePullNumber(text: string): number | null {
  const match = /^(?:.*\/pull\/)?#?(\d{1,15})\/?$/.exec(text.trim());
  return match ? Number(match[1]) : null;
}

/** A commit sha, full or abbreviated (7 to 40 hexadecimal characters). */
export function isCommitSha(text: string): boolean {
  return /^[0-9a-f]{7,40}$/i.test(text);
}
