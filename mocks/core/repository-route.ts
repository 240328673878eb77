// The common frame of every repository operation, in the order FastAPI applies it:
//   0. size limits (414 request target over 32,768 characters, 413 body over 1 MiB), a proxy's answer,
//   1. authentication (401 missing/unknown token, 403 credential kind not accepted),
//   2. validation of every path, query and body input (one 422 listing all problems),
//   3. repository lookup (404 "Repository not found"),
//   4. the operation itself (its own 404/409).
import type { HttpResponseResolver } from 'msw';
import { authenticate } from './auth';
import type { CredentialIdentity } from './demo-credentials';
import { errorResponse, validationErrorResponse, notFound } from './http-responses';
import { MAX_BODY_BYTES, MAX_TARGET_LENGTH, TOO_LARGE_DETAIL, TOO_LONG_DETAIL } from './request-limits';
import type { CredentialKind, MockContext } from './mock-context';
import { RequestReader, type StringRules } from './request-reader';
import type { RepositoryState } from '../store/types';

export const OWNER_RULES: StringRules = {
  minLength: 1,
  maxLength: 40,
  pattern: { regex: /^[a-zA-Z0-9-]+$/, source: '^[a-zA-Z0-9\\-]+$' },
};

// Python's `\w` is Unicode-aware; \p{L}\p{N}_ is its JavaScript spelling.
export const REPOSITORY_RULES: StringRules = {
  minLength: 1,
  maxLength: 100,
  pattern: { regex: /^[\p{L}\p{N}_\-.]+$/u, source: '^[\\w\\-\\.]+$' },
};

export interface RouteInput<Parsed> {
  request: Request;
  url: URL;
  repository: RepositoryState;
  input: Parsed;
  identity: CredentialIdentity;
  now: number;
}

export interface RouteDefinition<Parsed> {
  accepts: readonly CredentialKind[];
  forbiddenDetail?: string;
  /** Reads every other input through `reader` (its issues become the 422). */
  parse: (reader: RequestReader, request: Request, now: number) => Parsed | Promise<Parsed>;
  respond: (input: RouteInput<Parsed>) => Response | Promise<Response>;
}

/** True when the declared or actual body is over the limit (read from a clone: the handler reads it again). */
async function bodyTooLarge(request: Request): Promise<boolean> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return true;
  if (request.body === null) return false;
  return (await request.clone().arrayBuffer()).byteLength > MAX_BODY_BYTES;
}

export type OpenedRequest = { ok: false; response: Response } | { ok: true; request: Request; url: URL; identity: CredentialIdentity };

/** Steps 0 and 1 of the frame, shared by the repository and owner operations. */
export async function openRequest(
  ctx: MockContext,
  request: Request,
  accepts: readonly CredentialKind[],
  forbiddenDetail?: string,
): Promise<OpenedRequest> {
  // Size limits come first, as the proxy in front of the real service enforces them.
  const sent = new URL(request.url);
  if (sent.pathname.length + sent.search.length > MAX_TARGET_LENGTH) return { ok: false, response: errorResponse(414, TOO_LONG_DETAIL) };
  if (await bodyTooLarge(request)) return { ok: false, response: errorResponse(413, TOO_LARGE_DETAIL) };
  // A compact page link followed as given reads as the query that issued it (mocks/core/query-notes.ts).
  const url = ctx.queryNotes.restore(sent);
  if (url !== sent) request = new Request(url, request);
  const auth = authenticate(request, accepts, forbiddenDetail);
  if (!auth.ok) return auth;
  return { ok: true, request, url, identity: auth.identity };
}

/** Wraps an operation in the common frame; the owner/repository path names are `owner`/`repository`. */
export function repositoryRoute<Parsed>(ctx: MockContext, definition: RouteDefinition<Parsed>): HttpResponseResolver {
  return async ({ request: sent, params }) => {
    const opened = await openRequest(ctx, sent, definition.accepts, definition.forbiddenDetail);
    if (!opened.ok) return opened.response;
    const { request, url, identity } = opened;
    const now = ctx.clock.now();
    const reader = new RequestReader(url, params);
    const owner = reader.pathString('owner', OWNER_RULES);
    const name = reader.pathString('repository', REPOSITORY_RULES);
    const input = await definition.parse(reader, request, now);
    if (!reader.ok) return validationErrorResponse(reader.issues);
    const repository = ctx.getRepository(owner, name);
    if (!repository) return notFound.repository();
    return definition.respond({ request, url, repository, input, identity, now });
  };
}
