// The common frame of every repository operation, in the order FastAPI applies it:
//   1. authentication (401 missing/unknown token, 403 credential kind not accepted),
//   2. validation of every path, query and body input (one 422 listing all problems),
//   3. repository lookup (404 "Repository not found"),
//   4. the operation itself (its own 404/409).
import type { HttpResponseResolver } from 'msw';
import { authenticate } from './auth';
import type { CredentialIdentity } from './demo-credentials';
import { validationErrorResponse, notFound } from './http-responses';
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

/** Wraps an operation in the common frame; the owner/repository path names are `owner`/`repository`. */
export function repositoryRoute<Parsed>(
  ctx: MockContext,
  definition: RouteDefinition<Parsed>,
): HttpResponseResolver {
  return async ({ request, params }) => {
    const auth = authenticate(request, definition.accepts, definition.forbiddenDetail);
    if (!auth.ok) return auth.response;
    const url = new URL(request.url);
    const now = ctx.clock.now();
    const reader = new RequestReader(url, params);
    const owner = reader.pathString('owner', OWNER_RULES);
    const name = reader.pathString('repository', REPOSITORY_RULES);
    const input = await definition.parse(reader, request, now);
    if (!reader.ok) return validationErrorResponse(reader.issues);
    const repository = ctx.getRepository(owner, name);
    if (!repository) return notFound.repository();
    return definition.respond({ request, url, repository, input, identity: auth.identity, now });
  };
}
