import { describe, expect, it } from 'vitest';
import {
  expiryStatus,
  normalizeTicket,
  parseQuarantineReason,
  serializeQuarantineReason,
  type QuarantineReasonFields,
} from './quarantine-reason';

const none = { owner: null, ticket: null, until: null };

describe('serializeQuarantineReason', () => {
  it('writes the words, a blank line, then owner, ticket and until in that order', () => {
    const reason = serializeQuarantineReason({
      text: 'Flaky on the sandbox ',
      owner: '@dana',
      ticket: 'https://t.example/PAY-12',
      until: '2026-12-01',
    });
    expect(reason).toBe('Flaky on the sandbox\n\nOwner: @dana\nTicket: https://t.example/PAY-12\nUntil: 2026-12-01');
  });

  it('leaves out the fields not given, and the blank line when there are none', () => {
    expect(serializeQuarantineReason({ text: 'Flaky', ...none, until: '2026-12-01' })).toBe('Flaky\n\nUntil: 2026-12-01');
    expect(serializeQuarantineReason({ text: 'Flaky', ...none })).toBe('Flaky');
  });

  it('round-trips through the parser', () => {
    const fields: QuarantineReasonFields = {
      text: 'Line one\nLine two',
      owner: '@acme/payments',
      ticket: 'https://t.example/1?a=b',
      until: '2027-01-31',
    };
    expect(parseQuarantineReason(serializeQuarantineReason(fields))).toEqual(fields);
  });
});

describe('parseQuarantineReason', () => {
  it('reads a reason without fields as text only', () => {
    expect(parseQuarantineReason('Times out against the shipping sandbox')).toEqual({
      text: 'Times out against the shipping sandbox',
      ...none,
    });
  });

  it('is tolerant of letter case, spacing, a missing @, Windows line ends and trailing blank lines', () => {
    const parsed = parseQuarantineReason(
      'Flaky\r\n\r\n  OWNER :dana \r\nticket:   http://t.example/9\r\nUntil : 2026-12-01T10:00:00Z\r\n\r\n',
    );
    expect(parsed).toEqual({ text: 'Flaky', owner: '@dana', ticket: 'http://t.example/9', until: '2026-12-01' });
  });

  it('accepts the fields in any order and without a blank line before them', () => {
    expect(parseQuarantineReason('Flaky\nUntil: 2026-12-01\nOwner: @dana')).toEqual({
      text: 'Flaky',
      ...none,
      owner: '@dana',
      until: '2026-12-01',
    });
  });

  it('only reads the trailing run: a field line inside the prose stays prose', () => {
    const parsed = parseQuarantineReason('Owner: @dana said so\nthen more words');
    expect(parsed).toEqual({ text: 'Owner: @dana said so\nthen more words', ...none });
    expect(parseQuarantineReason('Owner: @old\nstill prose\nUntil: 2026-12-01')).toEqual({
      text: 'Owner: @old\nstill prose',
      ...none,
      until: '2026-12-01',
    });
  });

  it('keeps a value that does not parse in the text, and stops there', () => {
    expect(parseQuarantineReason('Flaky\nOwner: @dana\nUntil: next week')).toEqual({
      text: 'Flaky\nOwner: @dana\nUntil: next week',
      ...none,
    });
    expect(parseQuarantineReason('Flaky\nUntil: 2026-02-30')).toEqual({ text: 'Flaky\nUntil: 2026-02-30', ...none });
    expect(parseQuarantineReason('Flaky\nTicket: javascript:alert(1)')).toEqual({ text: 'Flaky\nTicket: javascript:alert(1)', ...none });
    expect(parseQuarantineReason('Flaky\nOwner: two words')).toEqual({ text: 'Flaky\nOwner: two words', ...none });
  });

  it('a field given twice: the last line wins and the earlier one stays in the text', () => {
    expect(parseQuarantineReason('Flaky\nOwner: @a\nOwner: @b')).toEqual({ text: 'Flaky\nOwner: @a', ...none, owner: '@b' });
  });

  it('a reason made only of fields has empty text', () => {
    expect(parseQuarantineReason('Owner: @dana')).toEqual({ text: '', ...none, owner: '@dana' });
  });
});

describe('expiryStatus', () => {
  const now = Date.parse('2026-11-20T12:00:00Z');
  it('is none without a date', () => expect(expiryStatus(null, now)).toBe('none'));
  it('counts the until day itself as still running (UTC)', () => {
    expect(expiryStatus('2026-11-20', now)).toBe('expiring');
    expect(expiryStatus('2026-11-19', now)).toBe('expired');
    expect(expiryStatus('2026-11-19', Date.parse('2026-11-19T23:59:59Z'))).toBe('expiring');
  });
  it('is expiring within 14 days of the end of the until day, active before', () => {
    expect(expiryStatus('2026-12-03', now)).toBe('expiring');
    expect(expiryStatus('2026-12-04', now)).toBe('active');
  });
});

describe('normalizeTicket', () => {
  it('takes a tracker key (in capitals) as well as an http(s) link', () => {
    expect(normalizeTicket(' pay-77 ')).toBe('PAY-77');
    expect(normalizeTicket('https://t.example/PAY-77')).toBe('https://t.example/PAY-77');
    expect(parseQuarantineReason('Flaky\n\nTicket: PAY-77')).toEqual({ text: 'Flaky', owner: null, ticket: 'PAY-77', until: null });
    expect(normalizeTicket('PAY 77')).toBeNull();
    expect(normalizeTicket('tracker/PAY-1')).toBeNull();
  });
});
