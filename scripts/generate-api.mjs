// Generates the contract artefacts from src/api/openapi.yaml (run by `npm run gen:api`):
//   src/api/generated/openapi.json  the document as JSON, keys in the YAML's order (MSW, Ajv, the client)
//   src/api/generated/schema.ts     TypeScript types by openapi-typescript (`paths`, `components`, `operations`)
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

await mkdir(outDir, { recursive: true });
await writeFile(path.join(outDir, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
await writeFile(path.join(outDir, 'schema.ts'), HEADER + astToString(ast));
process.stdout.write(`gen:api: wrote ${path.relative(root, outDir) || '.'}/openapi.json and schema.ts\n`);
