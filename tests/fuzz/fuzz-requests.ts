// fast-check arbitraries of requests over the contract's operations: mostly well-formed (so the fuzzing
// reaches the operations, not only the validators), the rest odd in every way a client can be: values out
// of range or of the wrong kind, text that is no Unicode, over-long targets and bodies, other methods,
// missing, foreign or refused credentials.
import fc from 'fast-check';
import openapiDocument from '@/api/generated/openapi.json';
import { DEMO_CREDENTIALS } from '../../mocks/core/demo-credentials';
import { MAX_BODY_BYTES, MAX_TARGET_LENGTH } from '../../mocks/core/request-limits';
import { FIXTURE_QUARANTINES, FIXTURE_TESTS, REPOSITORIES } from '../../mocks/fixtures';

export interface ParameterSchema {
  type?: string | string[];
  enum?: string[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  items?: ParameterSchema;
}

export interface FuzzOperation {
  operationId: string;
  method: string;
  /** Relative to the base URL, e.g. `/ci/{owner}/repositories/{repository}/search/tests`. */
  path: string;
  parameters: { name: string; in: 'path' | 'query'; schema: ParameterSchema }[];
  /** Top-level fields of the JSON request body (createQuarantine), empty when it takes none. */
  bodyFields: string[];
}

type Json = Record<string, unknown>;
const document = openapiDocument as unknown as {
  paths: Record<string, Record<string, Json>>;
  components: { parameters: Record<string, Json>; schemas: Record<string, Json> };
};

function resolve(value: Json): Json {
  const ref = value.$ref;
  if (typeof ref !== 'string') return value;
  const [, , section, name] = ref.split('/');
  const target = (document.components as Record<string, Record<string, Json>>)[section ?? '']?.[name ?? ''];
  if (!target) throw new Error(`Unresolvable ${ref}`);
  return resolve(target);
}

function schemaOf(value: Json): ParameterSchema {
  const schema = resolve(value);
  const items = schema.items as Json | undefined;
  return { ...(schema as ParameterSchema), ...(items ? { items: schemaOf(items) } : {}) };
}

/** The contract's operations, read from the contract itself: a parameter added there is fuzzed at once. */
export const FUZZ_OPERATIONS: FuzzOperation[] = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => {
    const parameters = ((operation.parameters ?? []) as Json[]).map((raw) => {
      const parameter = resolve(raw);
      return { name: parameter.name as string, in: parameter.in as 'path' | 'query', schema: schemaOf(parameter.schema as Json) };
    });
    const body = (operation.requestBody as { content?: Record<string, { schema?: Json }> } | undefined)?.content?.['application/json']
      ?.schema;
    const bodyFields = body ? Object.keys((resolve(body).properties as Json | undefined) ?? {}) : [];
    return { operationId: operation.operationId as string, method: method.toUpperCase(), path, parameters, bodyFields };
  }),
);

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** Percent-encodes any string as a careless client would: a lone surrogate as its three (WTF-8) bytes, no UTF-8 at all. */
export function percentEncodeWtf8(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map(hex).join('');
    else out += encodeURIComponent(char).replace(/[!'()*]/g, (c) => hex(c.charCodeAt(0)));
  }
  return out;
}

export interface FuzzRequest {
  operationId: string;
  method: string;
  /** Path and query, relative to the base URL (`/ci/acme/…?per_page=5`), already percent-encoded. */
  target: string;
  /** Names of the query parameters sent, decoded (a 422 must name one of these, a path one or a body one). */
  queryNames: string[];
  headers: Record<string, string>;
  body?: string;
}

const ODD_TEXT = [
  '',
  ' ',
  '*',
  '?',
  '%',
  '%25',
  '\\',
  "'; DROP TABLE tests; --",
  '<b>x</b>',
  'é',
  '𝒳',
  'null',
  'true',
  '-1',
  '0',
  '1e400',
  '99999999999999999999999',
  '0x10',
  'NaN',
  '1.0',
  '2025-02-30T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '-0001-01-01T00:00:00Z',
  '2025-06-01T10:00:00',
  '2025-06-01T10:00:00+25:00',
  '1748772000',
  '[]',
  '{}',
  'a,b',
  ' 5',
  '5 ',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '\uFFFD',
  '\u202E',
  'main',
];

/** Raw (already encoded) query values no encoder would produce: bytes that are not UTF-8, stray escapes. */
const RAW_ODD_VALUES = ['%ED%A0%80', '%FF', '%C3', '%E2%82', '%ZZ', '%', '%%', '+', '%2B', '%00'];

const KNOWN_TEST_IDS = Object.values(FIXTURE_TESTS).map((test) => test.testId);
const KNOWN_FAILURE_IDS = Object.values(FIXTURE_TESTS).flatMap((test) => ('failureId' in test ? [test.failureId] : []));
const KNOWN_QUARANTINE_IDS = Object.values(FIXTURE_QUARANTINES).map((quarantine) => quarantine.id);

const oddText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.integer({ min: 254, max: 300 }).map((length) => 'x'.repeat(length)) },
);

// Mostly within the retained history before FIXTURE_NOW (2025-06-02), sometimes far out.
const dateTime = fc
  .oneof(
    {
      weight: 4,
      arbitrary: fc.date({ min: new Date('2025-05-01T00:00:00Z'), max: new Date('2025-06-03T00:00:00Z'), noInvalidDate: true }),
    },
    {
      weight: 1,
      arbitrary: fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }),
    },
  )
  .map((date) => date.toISOString());

/** A value the schema accepts (most of the time), as text. */
function validValue(name: string, schema: ParameterSchema): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.format === 'date-time') return dateTime;
  if (schema.format === 'uuid') {
    const known = name === 'quarantine_id' ? KNOWN_QUARANTINE_IDS : name === 'failure_id' ? KNOWN_FAILURE_IDS : KNOWN_TEST_IDS;
    return fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: fc.uuid() });
  }
  if (schema.type === 'integer') return fc.integer({ min: schema.minimum ?? 1, max: Math.min(schema.maximum ?? 3000, 3000) }).map(String);
  if (name === 'owner') return fc.oneof({ weight: 9, arbitrary: fc.constant('acme') }, { weight: 1, arbitrary: fc.constant('nobody') });
  if (name === 'repository') {
    return fc.oneof(
      { weight: 6, arbitrary: fc.constant(REPOSITORIES.checkout.name) },
      { weight: 3, arbitrary: fc.constant(REPOSITORIES.docsSite.name) },
      { weight: 1, arbitrary: fc.constant(REPOSITORIES.unknown.name) },
    );
  }
  if (name === 'branch' || name === 'base_ref') return fc.constantFrom('main', 'release/2025.06', 'feature/x');
  if (name === 'trigger' || name === 'not_trigger') return fc.constantFrom('merge queue internal', '@octocat', 'Rule: automatic merge');
  return fc.oneof(fc.constantFrom('*', 'test_*', 'tests/*', 'CI', 'unit-tests', 'e2e'), fc.string({ minLength: 1, maxLength: 12 }));
}

/**
 * One query or path value, percent-encoded: mostly valid, else odd, or raw bytes that are not UTF-8.
 * `validWeight` against 3 odd and 1 raw: path values are odder less often, since one odd segment
 * hides the rest of the request from the operation.
 */
function encodedValue(name: string, schema: ParameterSchema, validWeight: number): fc.Arbitrary<string> {
  // A cursor is only ever valid as a server issued it: any other value is an odd one.
  const valid = name === 'cursor' ? oddText : validValue(name, schema);
  return fc.oneof(
    { weight: validWeight, arbitrary: valid.map(percentEncodeWtf8) },
    { weight: 3, arbitrary: oddText.map(percentEncodeWtf8) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_ODD_VALUES) },
  );
}

function queryArbitrary(operation: FuzzOperation): fc.Arbitrary<[name: string, value: string][]> {
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  // Cursors less often: a made-up cursor is always refused, which the other parameters need not be.
  const weighted = query.flatMap((parameter) => (parameter.name === 'cursor' ? [parameter] : [parameter, parameter, parameter]));
  const one =
    query.length === 0
      ? fc.constant<[string, string] | null>(null)
      : fc
          .constantFrom(...weighted)
          .chain((parameter) =>
            encodedValue(parameter.name, parameter.schema.items ?? parameter.schema, 16).map((value): [string, string] => [
              parameter.name,
              value,
            ]),
          );
  const unknown = fc.tuple(fc.constantFrom('unknown', 'page', 'limit'), fc.constant('1'));
  return fc
    .array(fc.oneof({ weight: 9, arbitrary: one }, { weight: 1, arbitrary: unknown }), { maxLength: 5 })
    .map((pairs) => pairs.filter((pair): pair is [string, string] => pair !== null));
}

const bodyText = fc.oneof(
  { weight: 6, arbitrary: fc.string({ minLength: 1, maxLength: 40 }) },
  { weight: 3, arbitrary: oddText },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(10_001), 'b'.repeat(256)) },
);

/** A create body: mostly a JSON object of the documented fields, else any JSON, junk or an over-large body. */
const createBody: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record(
        {
          test_name: fc.oneof({ weight: 4, arbitrary: bodyText.map((text) => `fuzz::${text}`) }, { weight: 1, arbitrary: fc.jsonValue() }),
          reason: fc.oneof({ weight: 4, arbitrary: bodyText }, { weight: 1, arbitrary: fc.jsonValue() }),
          branch: fc.oneof(bodyText, fc.constant(null), fc.jsonValue()),
          extra: fc.jsonValue(),
        },
        { requiredKeys: [] },
      )
      .map((body) => JSON.stringify(body)),
  },
  { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.constantFrom('', '{', 'not json', '[1,2', '{"test_name":"a","reason":"b"}x', '\u0000') },
  { weight: 1, arbitrary: fc.constant(`{"test_name":"t","reason":"r","branch":"${'b'.repeat(MAX_BODY_BYTES)}"}`) },
);

const credentials = fc.oneof(
  { weight: 16, arbitrary: fc.constant<string | null>(DEMO_CREDENTIALS.adminKey) },
  { weight: 2, arbitrary: fc.constantFrom<string | null>(DEMO_CREDENTIALS.ciKey, DEMO_CREDENTIALS.hostToken) },
  { weight: 1, arbitrary: fc.constantFrom<string | null>(null, 'junk') },
);

const OTHER_METHODS = ['GET', 'POST', 'DELETE', 'PUT', 'PATCH', 'HEAD', 'TRACE', 'TRACK', 'OPTIONS'];

function requestFor(operation: FuzzOperation): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const pathValues = fc.tuple(...pathParameters.map((parameter) => encodedValue(parameter.name, parameter.schema, 60)));
  return fc
    .record({
      pathValues,
      query: queryArbitrary(operation),
      token: credentials,
      method: fc.oneof(
        { weight: 19, arbitrary: fc.constant(operation.method) },
        { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) },
      ),
      longTarget: fc.oneof(
        { weight: 40, arbitrary: fc.constant(0) },
        { weight: 1, arbitrary: fc.integer({ min: MAX_TARGET_LENGTH - 200, max: 3 * MAX_TARGET_LENGTH }) },
      ),
      body: operation.bodyFields.length > 0 ? createBody : fc.constant(undefined),
      contentType: fc.oneof(
        { weight: 12, arbitrary: fc.constant('application/json') },
        { weight: 1, arbitrary: fc.constantFrom('text/plain', '') },
      ),
    })
    .map(({ pathValues: values, query, token, method, longTarget, body, contentType }) => {
      let index = 0;
      const path = operation.path.replace(/\{[^}]+\}/g, () => values[index++] ?? '');
      const pairs = longTarget > 0 ? [...query, ['test_name', 'a'.repeat(longTarget)] as [string, string]] : query;
      const queryString = pairs.map(([name, value]) => `${name}=${value}`).join('&');
      const headers: Record<string, string> = {};
      if (token !== null) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined && contentType !== '') headers['Content-Type'] = contentType;
      return {
        operationId: operation.operationId,
        method,
        target: queryString === '' ? path : `${path}?${queryString}`,
        queryNames: pairs.map(([name]) => name),
        headers,
        ...(body === undefined ? {} : { body }),
      };
    });
}

/** Any request over the contract’s operations, each operation equally likely. */
export const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(...FUZZ_OPERATIONS.map(requestFor));
