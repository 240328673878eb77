// The sizes a proxy in front of the real service caps (FastAPI has none): the contract's 413 and 414.

/** 1 MiB: the largest valid create body, even fully `\u`-escaped, is well under it. */
export const MAX_BODY_BYTES = 1_048_576;

/** Path and query: some 120 filter values of 255 characters still fit; no URL the dashboard builds comes near. */
export const MAX_TARGET_LENGTH = 32_768;

export const TOO_LARGE_DETAIL = `Request body is larger than ${MAX_BODY_BYTES} bytes`;
export const TOO_LONG_DETAIL = `Request target is longer than ${MAX_TARGET_LENGTH} characters`;
