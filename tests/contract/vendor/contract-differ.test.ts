// The differ on toy documents: what it must ignore, and one case per kind of difference it reports.
import { describe, expect, it } from 'vitest';
import { diffContracts, type OpenApiDocument } from './operation-diff';
import type { Json } from './schema-diff';

const OP = 'GET /repos/{owner}/{repository}/things';

/** One operation whose 200 answers `body`, with `parameters`, and `schemas` as components. */
function documentWith({
  parameters = [],
  body = {},
  schemas = {},
  path = '/repos/{owner}/{repository}/things',
  responses,
}: {
  parameters?: Json[];
  body?: Json;
  schemas?: Record<string, Json>;
  path?: string;
  responses?: Json;
}): OpenApiDocument {
  const pathNames = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  return {
    paths: {
      [path]: {
        get: {
          parameters: [...pathNames.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })), ...parameters],
          responses: responses ?? { '200': { description: 'ok', content: { 'application/json': { schema: body } } } },
        },
      },
    },
    components: { schemas },
  };
}

describe('diffContracts ignores what a client never sees', () => {
  it('finds nothing between a document and itself', () => {
    const document = documentWith({ body: { type: 'object', required: ['a'], properties: { a: { type: 'string' } } } });
    expect(diffContracts(document, document)).toEqual([]);
  });

  it('ignores descriptions, titles, examples, schema names, enum order and the ways of writing null', () => {
    const vendor = documentWith({
      body: { $ref: '#/components/schemas/VendorThing' },
      schemas: {
        VendorThing: {
          title: 'Thing',
          type: 'object',
          required: ['b', 'a'],
          properties: {
            a: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'the a', examples: ['x'] },
            b: { allOf: [{ $ref: '#/components/schemas/Colour' }], description: 'the b' },
            c: { type: 'string', const: 'only' },
            d: { type: 'string', nullable: true },
          },
        },
        Colour: { type: 'string', enum: ['red', 'blue'] },
      },
    });
    const ours = documentWith({
      body: {
        type: 'object',
        required: ['a', 'b'],
        properties: {
          a: { type: ['string', 'null'] },
          b: { type: 'string', enum: ['blue', 'red'] },
          c: { type: 'string', enum: ['only'] },
          d: { oneOf: [{ type: 'string' }, { type: 'null' }] },
        },
      },
    });
    expect(diffContracts(vendor, ours)).toEqual([]);
  });

  it("ignores a query parameter's nullability (a query string cannot carry JSON null)", () => {
    const vendor = documentWith({ parameters: [{ name: 'q', in: 'query', schema: { anyOf: [{ type: 'string' }, { type: 'null' }] } }] });
    const ours = documentWith({ parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }] });
    expect(diffContracts(vendor, ours)).toEqual([]);
  });

  it('stops on a recursive schema', () => {
    const schemas = { Tree: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } } } } };
    const vendor = documentWith({ body: { $ref: '#/components/schemas/Tree' }, schemas });
    const ours = documentWith({
      body: { $ref: '#/components/schemas/Tree' },
      schemas: { Tree: { ...schemas.Tree, required: ['children'] } },
    });
    expect(diffContracts(vendor, ours)).toEqual([`${OP} response 200 .children required: vendor false, ours true`]);
  });
});

describe('diffContracts reports each difference under a readable key', () => {
  it('reports enums as sets: + only the vendor lists, − only ours lists', () => {
    const vendor = documentWith({ body: { type: 'string', enum: ['a', 'b', 'c'] } });
    const ours = documentWith({ body: { type: 'string', enum: ['d', 'b', 'a'] } });
    expect(diffContracts(vendor, ours)).toEqual([`${OP} response 200 enum: +c −d`]);
  });

  it('reports properties on one side, required flags, types and bounds at their path', () => {
    const vendor = documentWith({
      body: {
        type: 'object',
        required: ['a'],
        properties: { a: { type: 'array', items: { type: 'string', maxLength: 9 } }, v: { type: 'integer' } },
      },
    });
    const ours = documentWith({
      body: { type: 'object', properties: { a: { type: 'array', items: { type: 'integer' } }, o: { type: 'string' } } },
    });
    expect(diffContracts(vendor, ours)).toEqual([
      `${OP} response 200 .a required: vendor true, ours false`,
      `${OP} response 200 .a[] maxLength: vendor 9, ours absent`,
      `${OP} response 200 .a[] type: vendor string, ours integer`,
      `${OP} response 200 .o: ours only (optional)`,
      `${OP} response 200 .v: vendor only (optional)`,
    ]);
  });

  it('pairs path parameters by position and reports a rename once', () => {
    const vendor = documentWith({ path: '/repos/{owner}/{repository_name}/things' });
    const ours = documentWith({});
    expect(diffContracts(vendor, ours)).toEqual([`${OP} path parameter 2: vendor {repository_name}, ours {repository}`]);
  });

  it('reports query parameters on one side and their required flag', () => {
    const vendor = documentWith({
      parameters: [
        { name: 'q', in: 'query', required: true, schema: { type: 'string' } },
        { name: 'v', in: 'query', schema: {} },
      ],
    });
    const ours = documentWith({ parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }] });
    expect(diffContracts(vendor, ours)).toEqual([
      `${OP} query.q required: vendor true, ours false`,
      `${OP} query.v: vendor only (optional)`,
    ]);
  });

  it('reports statuses on one side and bodies only one side describes', () => {
    const vendor = documentWith({ responses: { '200': { content: { 'application/json': { schema: {} } } }, '404': {} } });
    const ours = documentWith({ responses: { '200': {}, '401': {} } });
    expect(diffContracts(vendor, ours)).toEqual([
      `${OP} response 200 media types: vendor application/json, ours none`,
      `${OP} response 401: ours only`,
      `${OP} response 404: vendor only`,
    ]);
  });

  it('pairs the shapes of a union by their discriminating value', () => {
    const shape = (type: string, extra: Json = {}) => ({ type: 'object', properties: { type: { const: type }, ...extra } });
    const vendor = documentWith({ body: { oneOf: [shape('a', { n: { type: 'integer' } }), shape('b'), shape('c')] } });
    const ours = documentWith({ body: { anyOf: [shape('b'), shape('a', { n: { type: 'number' } })] } });
    expect(diffContracts(vendor, ours)).toEqual([
      `${OP} response 200 <type=a>.n type: vendor integer, ours number`,
      `${OP} response 200 <type=c>: vendor only`,
    ]);
  });

  it('reads a union of enums as one enum, through their $refs', () => {
    const vendor = documentWith({
      body: { anyOf: [{ type: 'string', enum: ['a'] }, { $ref: '#/components/schemas/Codes' }, { type: 'null' }] },
      schemas: { Codes: { title: 'Codes', type: 'string', enum: ['b', 'c'] } },
    });
    const ours = documentWith({ body: { type: ['string', 'null'], enum: ['a', 'b', null] } });
    expect(diffContracts(vendor, ours)).toEqual([`${OP} response 200 enum: +c`]);
  });

  it('reads a union of bare types as one schema of several types, and absent additionalProperties as any', () => {
    const vendor = documentWith({ body: { type: 'object', additionalProperties: { anyOf: [{ type: 'string' }, { type: 'integer' }] } } });
    const ours = documentWith({
      body: { type: 'object', additionalProperties: { type: ['integer', 'string'] }, properties: { o: { type: 'object' } } },
    });
    const open = documentWith({ body: { type: 'object' } });
    expect(diffContracts(vendor, ours)).toEqual([`${OP} response 200 .o: ours only (optional)`]);
    expect(diffContracts(vendor, open)).toEqual([`${OP} response 200 {} type: vendor integer/string, ours any`]);
  });

  it("reports an operation of ours the vendor's document lacks", () => {
    const ours = documentWith({ path: '/repos/{owner}/{repository}/other' });
    expect(diffContracts(documentWith({}), ours)).toEqual(["GET /repos/{owner}/{repository}/other: not in the vendor's document"]);
  });
});
