import { describe, expect, it } from 'vitest';
import { declaresJson, readJsonObject } from './json-body';

const post = (body: string, contentType?: string) =>
  new Request('http://localhost/v1/x', { method: 'POST', body, headers: contentType === undefined ? {} : { 'Content-Type': contentType } });

describe('declaresJson', () => {
  it('accepts JSON media types, with parameters and in any case, and a missing header', () => {
    for (const type of [
      null,
      '',
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/merge-patch+json',
    ]) {
      expect(declaresJson(type), String(type)).toBe(true);
    }
  });

  it('refuses every other media type', () => {
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
      'text/json',
    ]) {
      expect(declaresJson(type), type).toBe(false);
    }
  });
});

describe('readJsonObject', () => {
  it('reads an object sent as JSON, or with no Content-Type (FastAPI parses both)', async () => {
    expect(await readJsonObject(post('{"a":1}', 'application/json'))).toEqual({ ok: true, body: { a: 1 } });
    const bare = new Request('http://localhost/v1/x', { method: 'POST', body: new TextEncoder().encode('{"a":1}') });
    expect(bare.headers.get('content-type')).toBeNull();
    expect(await readJsonObject(bare)).toEqual({ ok: true, body: { a: 1 } });
  });

  it('treats a body declared as another media type as raw bytes: not an object', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const result = await readJsonObject(post('{"test_name":"x","reason":"y"}', type));
      expect(result).toMatchObject({ ok: false, issue: { loc: ['body'], type: 'model_attributes_type' } });
    }
  });

  it('reports an empty body as missing whatever its type, and bad JSON with its position', async () => {
    expect(await readJsonObject(post('', 'text/plain'))).toMatchObject({ ok: false, issue: { loc: ['body'], type: 'missing' } });
    expect(await readJsonObject(post('{"a":', 'application/json'))).toMatchObject({ ok: false, issue: { type: 'json_invalid' } });
    expect(await readJsonObject(post('[1]', 'application/json'))).toMatchObject({
      ok: false,
      issue: { loc: ['body'], type: 'model_attributes_type' },
    });
  });
});
