import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOurContract, readVendorExtract, REPOSITORY_ROOT } from './compare-with-vendor';
import { buildVendorExtract, serializeExtract, VENDOR_EXTRACT_FILE } from './vendor-extract';

/** `npm run gen:vendor` (this file with `-u`) writes the extract from here; `VENDOR_SCHEMAS=<path>` for a newer document. */
const VENDOR_DOCUMENT = path.resolve(REPOSITORY_ROOT, process.env.VENDOR_SCHEMAS ?? '../shared/vendor/api-schemas.json');

describe('the committed extract', () => {
  // CI's fresh clone may have no copy of the vendor's document beside it: then the extract is held to its own writing.
  it(`is the vendor document's (${existsSync(VENDOR_DOCUMENT) ? 'present' : 'absent here'}), as the writer writes it`, async () => {
    const extract = existsSync(VENDOR_DOCUMENT)
      ? buildVendorExtract(JSON.parse(readFileSync(VENDOR_DOCUMENT, 'utf8')), readOurContract())
      : readVendorExtract();
    await expect(serializeExtract(extract)).toMatchFileSnapshot(path.join(REPOSITORY_ROOT, VENDOR_EXTRACT_FILE));
  });
});

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
