// The sizes the mock reads, as a proxy in front of the real service would cap them (FastAPI itself
// has none). Documented in the contract (413, 414) and in docs/decisions.md.

/** Request bodies up to 1 MiB: the largest valid create body (two 10,000-character strings, even fully
 *  `\u`-escaped, and a 255-character branch) is well under it. */
export const MAX_BODY_BYTES = 1_048_576;

/** Request targets (path and query string) up to 32,768 characters: some 120 filter values of 255
 *  characters still fit when plain (255 of them do not: a 414), and no URL the dashboard builds comes
 *  near it. Page links never repeat a query that long (MAX_LINK_HEADER_CHARACTERS in pagination.ts). */
export const MAX_TARGET_LENGTH = 32_768;

export const TOO_LARGE_DETAIL = `Request body is larger than ${MAX_BODY_BYTES} bytes`;
export const TOO_LONG_DETAIL = `Request target is longer than ${MAX_TARGET_LENGTH} characters`;
