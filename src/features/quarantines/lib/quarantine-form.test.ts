import { describe, expect, it } from 'vitest';
import { httpError } from '../testing/fake-api';
import {
  formatCounter,
  placeSubmitError,
  toCreateQuarantineRequest,
  validateQuarantineForm,
} from './quarantine-form';

const valid = { testName: 'tests/test_pay.py::test_refund', reason: 'Flaky since the mock upgrade', branch: '' };

describe('validateQuarantineForm', () => {
  it('accepts a name and a reason, with or without a branch', () => {
    expect(validateQuarantineForm(valid)).toEqual({});
    expect(validateQuarantineForm({ ...valid, branch: 'main' })).toEqual({});
  });

  it('requires the test name and the reason; blanks only count as empty', () => {
    expect(validateQuarantineForm({ testName: '', reason: '   ', branch: '' })).toEqual({
      testName: 'Enter the test’s full name.',
      reason: 'Say why the test is quarantined.',
    });
  });

  it('holds test name and reason to 10,000 characters, counting what is sent (trimmed)', () => {
    expect(validateQuarantineForm({ ...valid, testName: 'a'.repeat(10_000) })).toEqual({});
    expect(validateQuarantineForm({ ...valid, reason: ` ${'r'.repeat(10_000)} ` })).toEqual({});
    expect(validateQuarantineForm({ ...valid, testName: 'a'.repeat(10_001) }).testName).toBe(
      'At most 10,000 characters (1 too many).',
    );
    expect(validateQuarantineForm({ ...valid, reason: 'r'.repeat(12_345) }).reason).toBe(
      'At most 10,000 characters (2,345 too many).',
    );
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
  it('trims values and leaves an empty branch out (all branches)', () => {
    expect(toCreateQuarantineRequest({ testName: ' t ', reason: ' why ', branch: '  ' })).toEqual({
      test_name: 't',
      reason: 'why',
    });
    expect(toCreateQuarantineRequest({ testName: 't', reason: 'why', branch: ' main ' })).toEqual({
      test_name: 't',
      reason: 'why',
      branch: 'main',
    });
  });
});

describe('placeSubmitError', () => {
  it('puts a 409 at the branch field, saying which scope clashed', () => {
    expect(placeSubmitError(httpError(409, 'Test is already quarantined on this branch'), { ...valid, branch: 'main' })).toEqual({
      fields: { branch: 'Already quarantined on this branch.' },
      general: null,
    });
    expect(placeSubmitError(httpError(409, null), valid)).toEqual({
      fields: { branch: 'Already quarantined on all branches.' },
      general: null,
    });
    // A server message that says more is kept.
    expect(placeSubmitError(httpError(409, 'Quarantine limit reached'), valid).fields.branch).toBe(
      'Already quarantined on all branches (Quarantine limit reached).',
    );
  });

  it('maps a 422 to the fields it names, and keeps the rest general', () => {
    const invalid = httpError(422, [
      { loc: ['body', 'reason'], msg: 'String should have at most 10000 characters', type: 'string_too_long' },
      { loc: ['body', 'test_name'], msg: 'Field required', type: 'missing' },
      { loc: ['path', 'owner'], msg: 'String should match pattern', type: 'string_pattern_mismatch' },
    ]);
    expect(placeSubmitError(invalid, valid)).toEqual({
      fields: { reason: 'String should have at most 10000 characters', testName: 'Field required' },
      general: 'owner: String should match pattern',
    });
  });

  it('shows other failures (and a 422 naming no field of the form) above the buttons', () => {
    expect(placeSubmitError(httpError(403, 'Forbidden', 'Your credential may not do this.'), valid)).toEqual({
      fields: {},
      general: 'Your credential may not do this.',
    });
    const pathOnly = httpError(422, [{ loc: ['path', 'owner'], msg: 'bad', type: 'x' }], 'Invalid path parameter');
    expect(placeSubmitError(pathOnly, valid)).toEqual({ fields: {}, general: 'Invalid path parameter' });
  });
});
