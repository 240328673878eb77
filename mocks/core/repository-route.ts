// The frame of every operation, in FastAPI's order: size limits (414, 413), authentication (401, 403), every
// input validated (one 422), the repository or owner (404), then the operation.
import type { HttpHandler, HttpResponseResolver } from 'msw';
import { ALL_CREDENTIAL_KINDS, authenticate } from './auth';
import type { CredentialIdentity } from './demo-credentials';
import { errorResponse, jsonResponse, validationErrorResponse, notFound } from './http-responses';
import { MAX_BODY_BYTES, MAX_TARGET_LENGTH, TOO_LARGE_DETAIL, TOO_LONG_DETAIL } from './request-limits';
import type { CredentialKind, MockContext } from './mock-context';
import { RequestReader, type StringRules } from './request-reader';
import { operationHandler, type OperationId } from './route-table';
import type { RepositoryState } from '../store/types';

const OWNER_RULES: StringRules = { minLength: 1, maxLength: 40, pattern: { regex: /^[a-zA-Z0-9-]+$/, source: '^[a-zA-Z0-9\\-]+$' } };

// Python's `\w` is Unicode-aware; \p{L}\p{N}_ is its JavaScript spelling.
const REPOSITORY_RULES: StringRules = {
  minLength: 1,
  maxLength: 100,
  pattern: { regex: /^[\p{L}\p{N}_\-.]+$/u, source: '^[\\w\\-\\.]+$' },
};

export type Answer = Response | object;

/** What an operation answers from: what the frame found (the repository, or the owner's repositories) and the request. */
export type RouteInput<Parsed, Found = { repository: RepositoryState }> = Found & {
  request: Request;
  url: URL;
  input: Parsed;
  identity: CredentialIdentity;
  now: number;
};

export interface RouteDefinition<Parsed, Found = { repository: RepositoryState }> {
  /** Default: every credential kind. */
  accepts?: readonly CredentialKind[];
  forbiddenDetail?: string;
  /** Reads every other input through `reader` (its issues become the 422). */
  parse: (reader: RequestReader, request: Request, now: number) => Parsed | Promise<Parsed>;
  /** A Response, or a body answered as JSON with 200. */
  respond: (input: RouteInput<Parsed, Found>) => Answer | Promise<Answer>;
}

/** True when the declared or actual body is over the limit (read from a clone: the handler reads it again). */
async function bodyTooLarge(request: Request): Promise<boolean> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return true;
  return request.body !== null && (await request.clone().arrayBuffer()).byteLength > MAX_BODY_BYTES;
}

/** The frame up to validation; `lookup` reads the path's owner and repository and answers 404 itself. */
function framed<Parsed, Found extends object>(
  ctx: MockContext,
  operationId: OperationId,
  definition: RouteDefinition<Parsed, Found>,
  lookup: (reader: RequestReader) => () => Found | Response,
): HttpHandler {
  const resolver: HttpResponseResolver = async ({ request: sent, params }) => {
    const sentUrl = new URL(sent.url);
    if (sentUrl.pathname.length + sentUrl.search.length > MAX_TARGET_LENGTH) return errorResponse(414, TOO_LONG_DETAIL);
    if (await bodyTooLarge(sent)) return errorResponse(413, TOO_LARGE_DETAIL);
    // A compact page link followed as given reads as the query that issued it (query-notes.ts).
    const url = ctx.queryNotes.restore(sentUrl);
    const request = url === sentUrl ? sent : new Request(url, sent);
    const auth = authenticate(request, definition.accepts ?? ALL_CREDENTIAL_KINDS, definition.forbiddenDetail);
    if (!auth.ok) return auth.response;
    const now = ctx.clock.now();
    const reader = new RequestReader(url, params);
    const find = lookup(reader);
    const input = await definition.parse(reader, request, now);
    if (!reader.ok) return validationErrorResponse(reader.issues);
    const found = find();
    if (found instanceof Response) return found;
    const answer = await definition.respond({ ...found, request, url, input, identity: auth.identity, now });
    return answer instanceof Response ? answer : jsonResponse(answer);
  };
  return operationHandler(operationId, resolver);
}

/** A repository operation's handler (path parameters `owner`, `repository`), its method and path from the route table. */
export function repositoryRoute<Parsed>(ctx: MockContext, operationId: OperationId, definition: RouteDefinition<Parsed>): HttpHandler {
  return framed(ctx, operationId, definition, (reader) => {
    const owner = reader.pathString('owner', OWNER_RULES);
    const name = reader.pathString('repository', REPOSITORY_RULES);
    return () => {
      const repository = ctx.getRepository(owner, name);
      return repository ? { repository } : notFound.repository();
    };
  });
}

/** An owner operation (the CI runners): every repository of the owner, brought up to the clock, in place of one. */
export function ownerRoute<Parsed>(
  ctx: MockContext,
  operationId: OperationId,
  definition: RouteDefinition<Parsed, { repositories: RepositoryState[] }>,
): HttpHandler {
  return framed(ctx, operationId, definition, (reader) => {
    const owner = reader.pathString('owner', OWNER_RULES);
    return () => {
      const repositories = ctx.getOwnerRepositories(owner);
      return repositories.length === 0 ? notFound.owner() : { repositories };
    };
  });
}
