// Operations 9–12 (list, create, read and remove quarantines) and the CI check of issue 23.
import type { HttpHandler } from 'msw';
import { v4 as uuidv4 } from 'uuid';
import { quarantineSourceValues } from '@/api/generated/enums';
import type { components } from '@/api/generated/schema';
import { formatDateTime } from '../core/date-time';
import { errorResponse, jsonResponse, noContentResponse, notFound } from '../core/http-responses';
import type { MockContext } from '../core/mock-context';
import { DEFAULT_PER_PAGE, pageOf, readPage } from '../core/pagination';
import { repositoryRoute } from '../core/repository-route';
import type { RepositoryState } from '../store/types';
import type { QuarantineRecord } from '../store/records';
import { createQuarantine, removeQuarantine } from './quarantine-mutations';
import { readNewQuarantine, readQuarantineCheck } from './quarantine-body';
import { checkQuarantinedNames, isRecovered, listQuarantines, testHealthNow, type QuarantineListFilters } from './quarantine-rules';

type Schemas = components['schemas'];

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

/** Names the quarantine that holds the name, so a client can show it (or find it by its id). */
function alreadyQuarantinedDetail(existing: QuarantineRecord): string {
  const where = existing.branch === null ? 'all branches' : `branch '${existing.branch}'`;
  return `Test is already quarantined on ${where} (quarantine ${existing.id})`;
}

export function createQuarantineHandlers(ctx: MockContext): HttpHandler[] {
  const list = repositoryRoute(ctx, 'listQuarantines', {
    parse: (reader) => {
      const filters: QuarantineListFilters = {
        branch: reader.queryString('branch', { minLength: 1, maxLength: 255 }),
        testId: reader.queryUuid('test_id'),
        source: reader.queryEnum('source', quarantineSourceValues),
      };
      // Unpaged unless asked: the whole list, `per_page` null.
      const perPage = reader.perPage();
      const page = readPage(reader, 'listQuarantines', filters, perPage ?? DEFAULT_PER_PAGE);
      return { filters, page: perPage !== undefined || reader.rawQuery('cursor') !== undefined ? page : null };
    },
    respond: ({ repository, input: { filters, page }, url, now }) => {
      const records = listQuarantines(repository.quarantines, filters);
      const { items, headers } = page ? pageOf(records, page, url, ctx.queryNotes) : { items: records, headers: {} };
      const body: Schemas['QuarantineListResponse'] = {
        size: items.length,
        per_page: page?.perPage ?? null,
        quarantined_tests: items.map((record) => quarantineToWire(repository, record, now)),
      };
      return jsonResponse(body, { headers });
    },
  });
  const create = repositoryRoute(ctx, 'createQuarantine', {
    parse: (reader, request) => readNewQuarantine(reader, request),
    respond: ({ repository, input, identity, now }) => {
      // uuid's v4, not crypto.randomUUID: the demo may be served over plain http (no secure context).
      const result = createQuarantine(repository, input, identity, now, uuidv4());
      if (!result.ok) return errorResponse(409, alreadyQuarantinedDetail(result.conflict));
      const record = { ...result.record };
      ctx.onMutation({ kind: 'quarantine.created', repository: repository.fullName, record, credential: identity.kind });
      const body: Schemas['CreateQuarantineResponse'] = { id: result.record.id };
      return jsonResponse(body, { status: 201 });
    },
  });
  const check = repositoryRoute(ctx, 'checkQuarantines', {
    parse: (reader, request) => readQuarantineCheck(reader, request),
    respond: ({ repository, input }) => {
      const { quarantined, nonQuarantined } = checkQuarantinedNames(repository.quarantines, input.testNames, input.branch);
      return {
        quarantined_tests_names: quarantined,
        non_quarantined_tests_names: nonQuarantined,
      } satisfies Schemas['QuarantineCheckResponse'];
    },
  });
  const get = repositoryRoute(ctx, 'getQuarantine', {
    parse: (reader) => reader.pathUuid('quarantine_id') ?? '',
    respond: ({ repository, input: id, now }) => {
      const record = repository.quarantines.find((candidate) => candidate.id === id);
      return record ? quarantineToWire(repository, record, now) : notFound.quarantine();
    },
  });
  const remove = repositoryRoute(ctx, 'deleteQuarantine', {
    parse: (reader) => reader.pathUuid('quarantine_id') ?? '',
    respond: ({ repository, input: id, identity, now }) => {
      const removed = removeQuarantine(repository, id, identity, now);
      if (!removed) return notFound.quarantine();
      const credential = identity.kind;
      ctx.onMutation({ kind: 'quarantine.removed', repository: repository.fullName, quarantineId: removed.id, at: now, credential });
      return noContentResponse();
    },
  });
  return [list, create, check, get, remove];
}
