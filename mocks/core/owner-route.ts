// The frame of the operations about an owner rather than one repository (the CI runner figures): the
// repository frame's steps, with the owner's repositories in place of one (404 "Owner not found" when
// the owner has none).
import type { HttpResponseResolver } from 'msw';
import type { CredentialIdentity } from './demo-credentials';
import { notFound, validationErrorResponse } from './http-responses';
import type { CredentialKind, MockContext } from './mock-context';
import { OWNER_RULES, openRequest } from './repository-route';
import { RequestReader } from './request-reader';
import type { RepositoryState } from '../store/types';

export interface OwnerRouteInput<Parsed> {
  owner: string;
  /** Every repository of the owner, brought up to the clock. */
  repositories: RepositoryState[];
  input: Parsed;
  identity: CredentialIdentity;
  now: number;
}

export interface OwnerRouteDefinition<Parsed> {
  accepts: readonly CredentialKind[];
  forbiddenDetail?: string;
  parse: (reader: RequestReader, now: number) => Parsed;
  respond: (input: OwnerRouteInput<Parsed>) => Response;
}

export function ownerRoute<Parsed>(ctx: MockContext, definition: OwnerRouteDefinition<Parsed>): HttpResponseResolver {
  return async ({ request: sent, params }) => {
    const opened = await openRequest(ctx, sent, definition.accepts, definition.forbiddenDetail);
    if (!opened.ok) return opened.response;
    const now = ctx.clock.now();
    const reader = new RequestReader(opened.url, params);
    const owner = reader.pathString('owner', OWNER_RULES);
    const input = definition.parse(reader, now);
    if (!reader.ok) return validationErrorResponse(reader.issues);
    const repositories = ctx.getOwnerRepositories(owner);
    if (repositories.length === 0) return notFound.owner();
    return definition.respond({ owner, repositories, input, identity: opened.identity, now });
  };
}
