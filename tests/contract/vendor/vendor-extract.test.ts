import { describe, expect, it } from 'vitest';
import { buildVendorExtract } from './vendor-extract';

const ours = {
  paths: { '/repos/{owner}/{repository}/things': { get: { responses: {} } } },
};
const vendor = {
  paths: {
    '/repos/{owner}/{repository_name}/things': {
      get: {
        summary: 'Things',
        parameters: [{ name: 'q', in: 'query', description: 'a filter', schema: { $ref: '#/components/schemas/Filter' } }],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } } },
      },
    },
    '/elsewhere': { post: { responses: {} } },
  },
  components: {
    schemas: {
      Thing: {
        title: 'Thing',
        type: 'object',
        properties: { description: { $ref: '#/components/schemas/Text' } },
        'x-internal': true,
      },
      Text: { type: 'string', default: 'untitled', examples: ['a'] },
      Filter: { type: 'string', enum: ['title', 'description'] },
      Unused: { type: 'integer' },
    },
  },
};

describe('buildVendorExtract', () => {
  const extract = buildVendorExtract(vendor, ours);

  it("keeps the vendor's operations at our methods and paths, and lists every operation it has", () => {
    expect(Object.keys(extract.paths)).toEqual(['/repos/{owner}/{repository_name}/things']);
    expect(extract.vendorOperations).toEqual(['GET /repos/{}/{}/things', 'POST /elsewhere']);
  });

  it('drops annotations but keeps properties and values that happen to share their names', () => {
    expect(extract.paths['/repos/{owner}/{repository_name}/things']?.get).toEqual({
      parameters: [{ name: 'q', in: 'query', schema: { $ref: '#/components/schemas/Filter' } }],
      responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } } },
    });
    expect(extract.components).toEqual({
      schemas: {
        Filter: { type: 'string', enum: ['title', 'description'] },
        Text: { type: 'string', default: 'untitled' },
        Thing: { type: 'object', properties: { description: { $ref: '#/components/schemas/Text' } } },
      },
    });
  });
});
