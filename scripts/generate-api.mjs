// `npm run gen:api`: from src/api/openapi.yaml, writes openapi.json (keys in the YAML's order), schema.ts
// (openapi-typescript), enums.ts (every named enum and enum parameter as a typed `as const` tuple) and operations.ts
// (each operation's method and path).
// Deterministic: CI regenerates and fails on a diff. Argument: the output folder (tests use a temp one).
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

// A copy: openapi-typescript injects discriminator enums into the object it is given.
const ast = await openapiTS(parse(source), {
  // `{type: object}` without properties is an open object: Record<string, unknown>, not Record<string, never>.
  emptyObjectsUnknown: true,
  silent: true,
});

/** `health_status` → `HealthStatus`, `getTestStat` → `GetTestStat`. */
const pascal = (name) => name.replace(/(^|[_.-])([a-z0-9])/g, (_, __, letter) => letter.toUpperCase());
const camel = (name) => pascal(name).replace(/^[A-Z]/, (letter) => letter.toLowerCase());
const tuple = (values) => `[${values.map((value) => JSON.stringify(value)).join(', ')}]`;

// Not openapi-typescript's `enumValues`: it gives no tuples (valibot's `picklist` needs them) and emits every
// inline enum of every event variant. `satisfies` makes `tsc` catch a drift from schema.ts.
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

// The client's route table (and the mock's), so an operation's method and path are written once: in the YAML.
function operationModule(doc) {
  const rows = [];
  for (const [route, pathItem] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(pathItem)) {
      if (operation?.operationId) rows.push(`  ${operation.operationId}: { method: '${method}', path: '${route}' },`);
    }
  }
  const type = "{ [K in keyof operations]: { method: 'get' | 'post' | 'delete'; path: keyof paths } }";
  return `import type { operations, paths } from './schema';\n\n/** Each operation's method and path. */\nexport const operationRoutes = {\n${rows.join('\n')}\n} as const satisfies ${type};\n`;
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
await writeFile(path.join(outDir, 'operations.ts'), HEADER + operationModule(document));
process.stdout.write(`gen:api: wrote ${path.relative(root, outDir) || '.'}/openapi.json, schema.ts, enums.ts and operations.ts\n`);
