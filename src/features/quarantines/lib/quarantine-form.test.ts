import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { isApiError } from '@/api/api-error';
import { repositoryPath } from '@/api/repository-path';
import type { CreateQuarantineRequest } from '@/api/types';
import { setUpMockApi } from '../../../../tests/mock-kit/mock-api';
import { FIXTURE_QUARANTINES } from '../../../../mocks/fixtures';
import { CHECKOUT, QUARANTINES_URL, refusal } from '../../../../tests/quarantine-kit/checkout-quarantines';
import {
  AlreadyQuarantinedError,
  formatCounter,
  placeSubmitError,
  toCreateQuarantineRequest,
  validateQuarantineForm,
} from './quarantine-form';

const valid = {
  testName: 'tests/test_pay.py::test_refund',
  reason: 'Flaky since the mock upgrade',
  branch: '',
  owner: '',
  ticket: '',
  until: '',
};

describe('validateQuarantineForm', () => {
  it('accepts a name and a reason, with or without a branch', () => {
    expect(validateQuarantineForm(valid)).toEqual({});
    expect(validateQuarantineForm({ ...valid, branch: 'main' })).toEqual({});
  });

  it('requires the test name and the reason; blanks only count as empty', () => {
    expect(validateQuarantineForm({ ...valid, testName: '', reason: '   ' })).toEqual({
      testName: 'Enter the test’s full name.',
      reason: 'Say why the test is quarantined.',
    });
  });

  it('holds test name and reason to 10,000 characters, counting what is sent (trimmed)', () => {
    expect(validateQuarantineForm({ ...valid, testName: 'a'.repeat(10_000) })).toEqual({});
    expect(validateQuarantineForm({ ...valid, reason: ` ${'r'.repeat(10_000)} ` })).toEqual({});
    expect(validateQuarantineForm({ ...valid, testName: 'a'.repeat(10_001) }).testName).toBe('At most 10,000 characters (1 too many).');
    expect(validateQuarantineForm({ ...valid, reason: 'r'.repeat(12_345) }).reason).toBe('At most 10,000 characters (2,345 too many).');
  });

  it('holds a branch to 255 characters', () => {
    expect(validateQuarantineForm({ ...valid, branch: 'b'.repeat(255) })).toEqual({});
    expect(validateQuarantineForm({ ...valid, branch: 'b'.repeat(256) }).branch).toBe('At most 255 characters (1 too many).');
  });
});

describe('formatCounter', () => {
  it('reads like "12 / 10,000"', () => {
    expect(formatCounter(12, 10_000)).toBe('12 / 10,000');
    expect(formatCounter(10_001, 10_000)).toBe('10,001 / 10,000');
  });
});

describe('toCreateQuarantineRequest', () => {
  it('trims values and leaves an empty branch out (every branch)', () => {
    expect(toCreateQuarantineRequest({ ...valid, testName: ' t ', reason: ' why ', branch: '  ' })).toEqual({
      test_name: 't',
      reason: 'why',
    });
    expect(toCreateQuarantineRequest({ ...valid, testName: 't', reason: 'why', branch: ' main ' })).toEqual({
      test_name: 't',
      reason: 'why',
      branch: 'main',
    });
  });

  it('adds owner, ticket and until as trailing lines of the reason', () => {
    const body = toCreateQuarantineRequest({
      ...valid,
      reason: 'why',
      owner: 'dana',
      ticket: ' https://t.example/1 ',
      until: '2026-12-01',
    });
    expect(body.reason).toBe('why\n\nOwner: @dana\nTicket: https://t.example/1\nUntil: 2026-12-01');
  });
});

describe('validateQuarantineForm, structured lines', () => {
  it('refuses an owner, ticket or date it could not read back', () => {
    expect(validateQuarantineForm({ ...valid, owner: 'two words', ticket: 'tracker/PAY-1', until: '2026-02-30' })).toEqual({
      owner: 'A handle such as @dana or @acme/payments.',
      ticket: 'A ticket key such as PAY-77, or a link starting with https:// or http://.',
      until: 'A date such as 2026-12-01.',
    });
  });

  it('counts the structured lines against the reason limit', () => {
    const errors = validateQuarantineForm({ ...valid, reason: 'r'.repeat(9_990), owner: '@dana' });
    expect(errors.reason).toBe('At most 10,000 characters (4 too many).');
  });
});

describe('placeSubmitError', () => {
  const { mock, api } = setUpMockApi();
  afterEach(() => mock.server.resetHandlers());

  /** What the mock answers a create with (every case here is refused, so the store is never changed). */
  const refusedCreate = (body: CreateQuarantineRequest, owner: string = CHECKOUT.owner) =>
    refusal(api.createQuarantine({ path: repositoryPath({ ...CHECKOUT, owner }), body }));
  const { recoveredOnMain, brokenAllBranches } = FIXTURE_QUARANTINES;
  /** A 409 as the create hook hands it over: with the quarantine holding the name, when found. */
  const conflict = async (body: CreateQuarantineRequest, existing: AlreadyQuarantinedError['existing']) => {
    const answer = await refusedCreate(body);
    if (!isApiError(answer) || answer.status !== 409) throw new Error('expected a 409');
    return new AlreadyQuarantinedError(existing, answer);
  };

  it('puts a 409 at the test name, saying where the name is already quarantined', async () => {
    const onMain = { id: recoveredOnMain.id, branch: recoveredOnMain.branch };
    expect(placeSubmitError(await conflict({ test_name: recoveredOnMain.testName, reason: 'again' }, onMain))).toEqual({
      fields: { testName: 'Already quarantined on branch main.' },
      general: null,
      existing: onMain,
    });
    const everywhere = { id: brokenAllBranches.id, branch: null };
    expect(
      placeSubmitError(await conflict({ test_name: brokenAllBranches.testName, reason: 'again', branch: 'main' }, everywhere)),
    ).toEqual({
      fields: { testName: 'Already quarantined on every branch.' },
      general: null,
      existing: everywhere,
    });
  });

  it('keeps what a 409 says beyond "already quarantined", and copes with a 409 that says nothing', async () => {
    mock.server.use(http.post(QUARANTINES_URL, () => HttpResponse.json({ detail: 'Quarantine limit reached' }, { status: 409 })));
    const limit = await conflict({ test_name: 't', reason: 'why' }, null);
    expect(placeSubmitError(limit).fields.testName).toBe('Already quarantined (Quarantine limit reached).');

    mock.server.use(http.post(QUARANTINES_URL, () => new HttpResponse(null, { status: 409 })));
    const bare = await conflict({ test_name: 't', reason: 'why' }, null);
    expect(placeSubmitError(bare)).toEqual({ fields: { testName: 'Already quarantined.' }, general: null, existing: null });
  });

  it('maps a 422 to the fields it names, and keeps the rest general', async () => {
    const invalid = await refusedCreate({ test_name: '', reason: 'r'.repeat(10_001) }, 'not an owner!');
    if (!isApiError(invalid) || invalid.status !== 422 || !Array.isArray(invalid.detail)) throw new Error('expected a 422');
    const issues = invalid.detail;
    // The mock's own words for each field, so the test checks placement, not phrasing.
    const said = (field: string): string => {
      const message = issues.find((issue) => issue.loc.at(-1) === field)?.msg;
      if (message === undefined) throw new Error(`the 422 names no ${field}`);
      return message;
    };
    expect(placeSubmitError(invalid)).toEqual({
      fields: { testName: said('test_name'), reason: said('reason') },
      general: `owner: ${said('owner')}`,
      existing: null,
    });
  });

  it('shows other failures (and a 422 naming no field of the form) above the buttons', async () => {
    mock.server.use(http.post(QUARANTINES_URL, () => HttpResponse.json({ detail: 'Forbidden' }, { status: 403 })));
    const forbidden = await refusedCreate({ test_name: 't', reason: 'why' });
    expect(placeSubmitError(forbidden)).toEqual({ fields: {}, general: (forbidden as Error).message, existing: null });
    mock.server.resetHandlers();

    const pathOnly = await refusedCreate({ test_name: 't', reason: 'why' }, 'not an owner!');
    expect(placeSubmitError(pathOnly)).toEqual({ fields: {}, general: (pathOnly as Error).message, existing: null });

    mock.server.use(http.post(QUARANTINES_URL, () => HttpResponse.error()));
    // No answer at all: the server may have acted, so the message says a second press is safe.
    const offline = await refusedCreate({ test_name: 't', reason: 'why' });
    expect(placeSubmitError(offline)).toEqual({
      fields: {},
      general: `${(offline as Error).message} No answer came back, so the quarantine may have been created all the same. Press Quarantine again to find out: it will not be created twice.`,
      existing: null,
    });
  });
});
