// Operations 9–12 (list, create, read and remove quarantines) and the CI check of issue 23.
import { http, type HttpHandler } from 'msw';
import { v4 as uuidv4 } from 'uuid';
import type { components } from '@/api/generated/schema';
import { ALL_CREDENTIAL_KINDS } from '../core/auth';
import { formatDateTime } from '../core/date-time';
import { errorResponse, jsonResponse, noContentResponse, notFound } from '../core/http-responses';
import type { MockContext } from '../core/mock-context';
import { linkHeaders, readPageOffset, slicePage, type PageRequest } from '../core/pagination';
import { repositoryRoute } from '../core/repository-route';
import type { RepositoryState } from '../store/types';
import type { QuarantineRecord } from '../store/records';
import { createQuarantine, removeQuarantine } from './quarantine-mutations';
import { readNewQuarantine, readQuarantineCheck } from './quarantine-body';
import { QUARANTINE_SOURCES, checkQuarantinedNames, listQuarantines, type QuarantineListFilters } from './quarantine-rules';
import { isRecovered, testHealthNow } from './test-health-now';

type Schemas = components['schemas'];
const QUARANTINES_PATH = '*/v1/ci/:owner/repositories/:repository/quarantines';
const QUARANTINE_PATH = `${QUARANTINES_PATH}/:quarantine_id`;
const CHECK_PATH = `${QUARANTINES_PATH}/check`;
/** A cursor without `per_page` pages by this many (links always carry `per_page`). */
const DEFAULT_PER_PAGE = 10;

export function quarantineToWire(repository: RepositoryState, record: QuarantineRecord, now: number): Schemas['QuarantinedTest'] {
  return {
    id: record.id,
    test_name: record.testName,
    test_id: record.testId,
    reason: record.reason,
    branch: record.branch,
    created_at: formatDateTime(record.createdAt),
    source: record.source,
    is_recovered: isRecovered(testHealthNow(repository.tests, record.testName, now)),
  };
}

function listHandler(ctx: MockContext): HttpHandler {
  return http.get(
    QUARANTINES_PATH,
    repositoryRoute(ctx, {
      accepts: ALL_CREDENTIAL_KINDS,
      parse: (reader) => {
        const filters: QuarantineListFilters = {
          branch: reader.queryString('branch', { minLength: 1, maxLength: 255 }),
          testId: reader.queryUuid('test_id'),
          source: reader.queryEnum('source', QUARANTINE_SOURCES),
        };
        const perPage = reader.perPage(undefined);
        const paged = perPage !== undefined || reader.rawQuery('cursor') !== undefined;
        const offset = readPageOffset(reader, 'listQuarantines', filters);
        const page: PageRequest | null = paged
          ? { operation: 'listQuarantines', offset, perPage: perPage ?? DEFAULT_PER_PAGE, filters }
          : null;
        return { filters, page };
      },
      respond: ({ repository, input, url, now }) => {
        const records = listQuarantines(repository.quarantines, input.filters);
        if (!input.page) {
          const body: Schemas['QuarantineListResponse'] = {
            size: records.length,
            per_page: null,
            quarantined_tests: records.map((record) => quarantineToWire(repository, record, now)),
          };
          return jsonResponse(body);
        }
        const items = slicePage(records, input.page.offset, input.page.perPage);
        const body: Schemas['QuarantineListResponse'] = {
          size: items.length,
          per_page: input.page.perPage,
          quarantined_tests: items.map((record) => quarantineToWire(repository, record, now)),
        };
        return jsonResponse(body, { headers: linkHeaders(url, input.page, records.length, ctx.queryNotes) });
      },
    }),
  );
}

/** Names the quarantine that holds the name, so a client can show it (or find it by its id). */
function alreadyQuarantinedDetail(existing: QuarantineRecord): string {
  const where = existing.branch === null ? 'all branches' : `branch '${existing.branch}'`;
  return `Test is already quarantined on ${where} (quarantine ${existing.id})`;
}

function createHandler(ctx: MockContext): HttpHandler {
  return http.post(
    QUARANTINES_PATH,
    repositoryRoute(ctx, {
      accepts: ALL_CREDENTIAL_KINDS,
      parse: (reader, request) => readNewQuarantine(reader, request),
      respond: ({ repository, input, identity, now }) => {
        // uuid's v4, not crypto.randomUUID: the demo may be served over plain http (no secure context).
        const result = createQuarantine(repository, input, identity, now, uuidv4());
        if (!result.ok) return errorResponse(409, alreadyQuarantinedDetail(result.conflict));
        ctx.onMutation({
          kind: 'quarantine.created',
          repository: repository.fullName,
          record: { ...result.record },
          credential: identity.kind,
        });
        const body: Schemas['CreateQuarantineResponse'] = { id: result.record.id };
        return jsonResponse(body, { status: 201 });
      },
    }),
  );
}

function checkHandler(ctx: MockContext): HttpHandler {
  return http.post(
    CHECK_PATH,
    repositoryRoute(ctx, {
      accepts: ALL_CREDENTIAL_KINDS,
      parse: (reader, request) => readQuarantineCheck(reader, request),
      respond: ({ repository, input }) => {
        const check = checkQuarantinedNames(repository.quarantines, input.testNames, input.branch);
        const body: Schemas['QuarantineCheckResponse'] = {
          quarantined_tests_names: check.quarantined,
          non_quarantined_tests_names: check.nonQuarantined,
        };
        return jsonResponse(body);
      },
    }),
  );
}

function getHandler(ctx: MockContext): HttpHandler {
  return http.get(
    QUARANTINE_PATH,
    repositoryRoute(ctx, {
      accepts: ALL_CREDENTIAL_KINDS,
      parse: (reader) => ({ id: reader.pathUuid('quarantine_id') ?? '' }),
      respond: ({ repository, input, now }) => {
        const record = repository.quarantines.find((candidate) => candidate.id === input.id);
        if (!record) return notFound.quarantine();
        return jsonResponse(quarantineToWire(repository, record, now));
      },
    }),
  );
}

function deleteHandler(ctx: MockContext): HttpHandler {
  return http.delete(
    QUARANTINE_PATH,
    repositoryRoute(ctx, {
      accepts: ALL_CREDENTIAL_KINDS,
      parse: (reader) => ({ id: reader.pathUuid('quarantine_id') ?? '' }),
      respond: ({ repository, input, identity, now }) => {
        const removed = removeQuarantine(repository, input.id, identity, now);
        if (!removed) return notFound.quarantine();
        ctx.onMutation({
          kind: 'quarantine.removed',
          repository: repository.fullName,
          quarantineId: removed.id,
          at: now,
          credential: identity.kind,
        });
        return noContentResponse();
      },
    }),
  );
}

export function createQuarantineHandlers(ctx: MockContext): HttpHandler[] {
  return [listHandler(ctx), createHandler(ctx), checkHandler(ctx), getHandler(ctx), deleteHandler(ctx)];
}
