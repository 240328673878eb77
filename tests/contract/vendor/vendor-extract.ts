// The part of the vendor's document the comparison reads, kept in the repository because CI's fresh
// clone has no copy of the vendor's file: its operations at our operations' methods and paths, with
// name, in, required, deprecated and schema of each parameter, the request body and each status's
// content, and every component they reach. Annotations (descriptions, titles, examples) are dropped:
// the differ ignores them and they would make the file ten times larger.
// Written by `npm run gen:vendor` (the file snapshot of vendor-extract.test.ts).
import { findOperation, operationShape, operationsOf, parametersOf, type OpenApiDocument } from './operation-diff';
import { resolvePointer, type Json } from './schema-diff';

export const VENDOR_EXTRACT_FILE = 'tests/contract/vendor/vendor-extract.json';

/** The vendor document the extract was taken from (see ../shared/vendor/README.md). */
export const VENDOR_SOURCE = {
  repository: 'Mergifyio/docs',
  path: 'public/api-schemas.json',
  commit: '905e495703b02b4af629a161e51537df54bbc879',
  date: '2026-08-21',
};

export interface VendorExtract extends OpenApiDocument {
  source: typeof VENDOR_SOURCE & { generatedBy: string };
  /** Every operation of the full document (`GET /repos/{}/{}/logs`), so an operation we add later that
   *  the vendor has is told apart from one the vendor lacks: the first needs a new extract. */
  vendorOperations: string[];
  components: Record<string, Record<string, Json>>;
}

const ANNOTATIONS = new Set(['description', 'title', 'summary', 'example', 'examples', '$comment']);
/** Keywords whose object keys are names (a property may be called `description`). */
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'content', 'responses']);
/** Keywords whose values are data, copied as they are. */
const VALUES = new Set(['enum', 'const', 'default', 'mapping']);

export function withoutAnnotations(node: unknown, keysAreNames = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutAnnotations(item));
  if (node === null || typeof node !== 'object') return node;
  const kept = Object.entries(node).flatMap(([key, value]) => {
    if (keysAreNames) return [[key, withoutAnnotations(value)]];
    if (ANNOTATIONS.has(key) || key.startsWith('x-')) return [];
    return [[key, VALUES.has(key) ? value : withoutAnnotations(value, NAME_MAPS.has(key))]];
  });
  return Object.fromEntries(kept);
}

function extractOperation(vendor: OpenApiDocument, operation: ReturnType<typeof operationsOf>[number]): Json {
  const parameters = parametersOf(vendor, operation).map(({ name, in: place, required, deprecated, schema }) => ({
    name,
    in: place,
    required,
    deprecated,
    schema,
  }));
  const responses = Object.fromEntries(
    Object.entries((operation.operation.responses as Json | undefined) ?? {}).map(([status, response]) => {
      const resolved =
        typeof (response as Json).$ref === 'string' ? resolvePointer(vendor, (response as Json).$ref as string) : (response as Json);
      const content = resolved.content as Record<string, Json> | undefined;
      const schemas = content && Object.fromEntries(Object.entries(content).map(([mediaType, { schema }]) => [mediaType, { schema }]));
      return [status, schemas ? { content: schemas } : {}];
    }),
  );
  return withoutAnnotations({ parameters, requestBody: operation.operation.requestBody, responses }, false) as Json;
}

/** Copies every component reached through a `$ref`, and what those reach, into `components`. */
function copyReachedComponents(vendor: OpenApiDocument, paths: Json): Record<string, Record<string, Json>> {
  const components: Record<string, Record<string, Json>> = {};
  const pending = [paths as unknown];
  while (pending.length > 0) {
    const node = pending.pop();
    if (node === null || typeof node !== 'object') continue;
    const ref = (node as Json).$ref;
    const match = typeof ref === 'string' ? /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref) : null;
    if (match) {
      const [, kind, name] = match as unknown as [string, string, string];
      if (!components[kind]?.[name]) {
        const copied = withoutAnnotations(resolvePointer(vendor, ref as string)) as Json;
        (components[kind] ??= {})[name] = copied;
        pending.push(copied);
      }
    }
    pending.push(...Object.values(node));
  }
  const sorted = (record: Record<string, Json>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  return Object.fromEntries(
    Object.entries(components)
      .map(([kind, record]) => [kind, sorted(record)])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

export function buildVendorExtract(vendor: OpenApiDocument, ours: OpenApiDocument): VendorExtract {
  const paths: Record<string, Record<string, Json>> = {};
  for (const mine of operationsOf(ours)) {
    const theirs = findOperation(vendor, mine);
    if (theirs) (paths[theirs.path] ??= {})[theirs.method] = extractOperation(vendor, theirs);
  }
  return {
    source: { ...VENDOR_SOURCE, generatedBy: 'npm run gen:vendor (vendor-extract.test.ts); do not edit' },
    vendorOperations: operationsOf(vendor).map(operationShape).sort(),
    paths,
    components: copyReachedComponents(vendor, paths),
  };
}

export const serializeExtract = (extract: VendorExtract) => `${JSON.stringify(extract, null, 1)}\n`;
