// Generates the contract artefacts from src/api/openapi.yaml (run by `npm run gen:api`):
//   src/api/generated/openapi.json  the document as JSON, keys in the YAML's order (MSW, Ajv, the client)
//   src/api/generated/schema.ts     TypeScript types by openapi-typescript (`paths`, `components`, `operations`)
//   src/api/generated/enums.ts      the values of every named enum schema and every enum query/path
//                                   parameter, as `as const` tuples typed against schema.ts (runtime lists
//                                   for URL schemas, facets and labels, never typed by hand)
// Deterministic on purpose: CI runs it and then `git diff --exit-code`, so a stale artefact fails.
// Usage: node scripts/generate-api.mjs [outDir]   (outDir defaults to src/api/generated; tests use a temp dir)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourcePath = path.join(root, 'src/api/openapi.yaml');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'src/api/generated'));

const HEADER = [
  '/**',
  ' * generated — do not edit.',
  ' * Source: src/api/openapi.yaml; regenerate with `npm run gen:api`.',
  ' */',
  '',
].join('\n');

const source = await readFile(sourcePath, 'utf8');
const document = parse(source);

// openapi-typescript rewrites the object it is given (it injects discriminator enums): hand it its own
// copy, so openapi.json stays the document exactly as written.
const ast = await openapiTS(parse(source), {
  // A schema `{type: object}` without properties (e.g. action.github_actions `inputs`) is an open
  // object, not an empty one: Record<string, unknown> rather than Record<string, never>.
  emptyObjectsUnknown: true,
  silent: true,
});

/** `health_status` → `HealthStatus`, `getTestStat` → `GetTestStat`. */
const pascal = (name) => name.replace(/(^|[_.-])([a-z0-9])/g, (_, __, letter) => letter.toUpperCase());
const camel = (name) => pascal(name).replace(/^[A-Z]/, (letter) => letter.toLowerCase());
const tuple = (values) => `[${values.map((value) => JSON.stringify(value)).join(', ')}]`;

// openapi-typescript's own `enumValues` output types each list as a ReadonlyArray of the union (no
// tuple for valibot's `picklist`) and also emits every inline enum of every event variant; this keeps the
// lists the app filters and labels by, typed so `tsc` catches a drift from schema.ts.
function enumModule(doc) {
  const lines = [];
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    if (!Array.isArray(schema.enum)) continue;
    lines.push(
      `/** ${name}: ${schema.description ?? 'enum values'} */`,
      `export const ${camel(name)}Values = ${tuple(schema.enum)} as const satisfies readonly components['schemas']['${name}'][];`,
    );
  }
  for (const pathItem of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(pathItem)) {
      if (!operation || typeof operation !== 'object' || !operation.operationId) continue;
      for (const parameter of operation.parameters ?? []) {
        const resolved = parameter.$ref ? resolveRef(doc, parameter.$ref) : parameter;
        const values = resolved.schema?.enum ?? resolved.schema?.items?.enum;
        if (!Array.isArray(values) || resolved.schema?.items?.$ref) continue;
        const where = resolved.in;
        const access = resolved.schema?.items ? '[number]' : '';
        lines.push(
          `/** ${operation.operationId} ${where} parameter \`${resolved.name}\`. */`,
          `export const ${operation.operationId}${pascal(resolved.name)}Values = ${tuple(values)} as const satisfies readonly NonNullable<operations['${operation.operationId}']['parameters']['${where}']>['${resolved.name}']${access}[];`,
        );
      }
    }
  }
  return `import type { components, operations } from './schema';\n\n${lines.join('\n')}\n`;
}

function resolveRef(doc, ref) {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((node, key) => node[key], doc);
}

await mkdir(outDir, { recursive: true });
await writeFile(path.join(outDir, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
await writeFile(path.join(outDir, 'schema.ts'), HEADER + astToString(ast));
await writeFile(path.join(outDir, 'enums.ts'), HEADER + enumModule(document));
process.stdout.write(`gen:api: wrote ${path.relative(root, outDir) || '.'}/openapi.json, schema.ts and enums.ts\n`);
