// Lists every difference between the vendor's operations and ours, one readable key each: parameters
// (name, in, required, schema), request bodies, statuses and the JSON bodies of common statuses. Every
// operation of ours is compared with the vendor's at the same method and path; path parameters are
// paired by position, so a renamed one (`{repository_name}` against `{repository}`) is one difference.
import { compareSchemas, differenceKey, resolvePointer, show, type Json, type SchemaSides } from './schema-diff';

export interface OpenApiDocument extends Json {
  paths: Record<string, Record<string, Json>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const JSON_MEDIA_TYPE = 'application/json';

interface Parameter extends Json {
  name: string;
  in: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: Json;
}

export interface Operation {
  method: string;
  path: string;
  pathItem: Json;
  operation: Json;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, pathItem]) =>
    METHODS.filter((method) => pathItem[method]).map((method) => ({ method, path, pathItem, operation: pathItem[method] as Json })),
  );
}

/** `GET /ci/{}/repositories/{}/search/tests`: an operation's identity whatever its path parameters are called. */
export const operationShape = ({ method, path }: Pick<Operation, 'method' | 'path'>) =>
  `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;

export function findOperation(document: OpenApiDocument, like: Operation): Operation | undefined {
  return operationsOf(document).find((candidate) => operationShape(candidate) === operationShape(like));
}

const resolve = (document: Json, node: Json): Json =>
  typeof node.$ref === 'string' ? resolve(document, resolvePointer(document, node.$ref)) : node;

/** Path-level parameters with the operation's own over them, `$ref`s followed. */
export function parametersOf(document: Json, { pathItem, operation }: Operation): Parameter[] {
  const all = [...((pathItem.parameters as Json[] | undefined) ?? []), ...((operation.parameters as Json[] | undefined) ?? [])];
  const byPlace = new Map(
    all.map((raw) => resolve(document, raw) as Parameter).map((parameter) => [`${parameter.in}.${parameter.name}`, parameter]),
  );
  return [...byPlace.values()];
}

export function diffContracts(vendor: OpenApiDocument, ours: OpenApiDocument): string[] {
  const sides: SchemaSides = { vendorDocument: vendor, ourDocument: ours };
  const found: string[] = [];
  const report = (key: string) => found.push(key);
  for (const mine of operationsOf(ours)) {
    const name = `${mine.method.toUpperCase()} ${mine.path}`;
    const theirs = findOperation(vendor, mine);
    if (!theirs) {
      report(`${name}: not in the vendor's document`);
      continue;
    }
    const context = { sides, name, report };
    diffParameters(context, theirs, mine);
    diffRequestBodies(context, theirs.operation.requestBody as Json | undefined, mine.operation.requestBody as Json | undefined);
    diffResponses(context, theirs.operation.responses as Json, mine.operation.responses as Json);
  }
  return [...new Set(found)].sort();
}

interface OperationContext {
  sides: SchemaSides;
  /** `GET /ci/{owner}/…`: our method and path, the start of every key. */
  name: string;
  report: (key: string) => void;
}

type ParameterPair = [vendor: Parameter | undefined, ours: Parameter | undefined, place: string];

/** Path parameters paired by position (a rename is reported here, once), the others by `in` and name. */
function pairParameters({ sides, name, report }: OperationContext, theirs: Operation, mine: Operation): ParameterPair[] {
  const theirParameters = parametersOf(sides.vendorDocument, theirs);
  const myParameters = parametersOf(sides.ourDocument, mine);
  const pathNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
  const theirPathNames = pathNames(theirs.path);
  const inPath = (parameters: Parameter[], wanted: string) =>
    parameters.find((parameter) => parameter.in === 'path' && parameter.name === wanted);
  const pathPairs = pathNames(mine.path).map((myName, index): ParameterPair => {
    const theirName = theirPathNames[index] as string;
    if (theirName !== myName) report(`${name} path parameter ${index + 1}: vendor {${theirName}}, ours {${myName}}`);
    return [inPath(theirParameters, theirName), inPath(myParameters, myName), `path.${myName}`];
  });
  const placeOf = (parameter: Parameter) => `${parameter.in}.${parameter.name}`;
  const places = new Set([...theirParameters, ...myParameters].filter((parameter) => parameter.in !== 'path').map(placeOf));
  const atPlace = (parameters: Parameter[], place: string) => parameters.find((parameter) => placeOf(parameter) === place);
  return [
    ...pathPairs,
    ...[...places].map((place): ParameterPair => [atPlace(theirParameters, place), atPlace(myParameters, place), place]),
  ];
}

function diffParameters(context: OperationContext, theirs: Operation, mine: Operation) {
  const { sides, name, report } = context;
  for (const [left, right, place] of pairParameters(context, theirs, mine)) {
    const location = `${name} ${place}`;
    const requirement = (parameter: Parameter) => (parameter.required ? 'required' : 'optional');
    if (!left || !right) {
      report(left ? `${location}: vendor only (${requirement(left)})` : `${location}: ours only (${requirement(right as Parameter)})`);
      continue;
    }
    for (const flag of ['required', 'deprecated'] as const)
      if (Boolean(left[flag]) !== Boolean(right[flag]))
        report(`${location} ${flag}: vendor ${Boolean(left[flag])}, ours ${Boolean(right[flag])}`);
    // A query string cannot carry JSON null: FastAPI's `anyOf: [x, null]` for an optional filter says
    // only that it may be omitted, which `required` already says.
    compareSchemas({ sides, location, report, ignoreNullable: true }, left.schema ?? {}, right.schema ?? {});
  }
}

function diffRequestBodies(context: OperationContext, theirs: Json | undefined, mine: Json | undefined) {
  const { sides, name, report } = context;
  if (!theirs && !mine) return;
  const location = `${name} request body`;
  if (!theirs || !mine) {
    report(`${location}: ${theirs ? 'vendor' : 'ours'} only`);
    return;
  }
  const [left, right] = [resolve(sides.vendorDocument, theirs), resolve(sides.ourDocument, mine)];
  if (Boolean(left.required) !== Boolean(right.required))
    report(`${location} required: vendor ${Boolean(left.required)}, ours ${Boolean(right.required)}`);
  diffContent(context, location, left.content as Json | undefined, right.content as Json | undefined);
}

function diffResponses(context: OperationContext, theirs: Json, mine: Json) {
  const { sides, name, report } = context;
  const statuses = [...new Set([...Object.keys(theirs), ...Object.keys(mine)])].sort();
  for (const status of statuses) {
    const location = `${name} response ${status}`;
    const [left, right] = [theirs[status] as Json | undefined, mine[status] as Json | undefined];
    if (!left || !right) {
      report(`${location}: ${left ? 'vendor' : 'ours'} only`);
      continue;
    }
    const content = (side: Json, document: Json) => resolve(document, side).content as Json | undefined;
    diffContent(context, location, content(left, sides.vendorDocument), content(right, sides.ourDocument));
  }
}

/** Media types compared as sets; the JSON body's schema compared in depth. */
function diffContent({ sides, report }: OperationContext, location: string, theirs: Json | undefined, mine: Json | undefined) {
  const [theirTypes, myTypes] = [Object.keys(theirs ?? {}).sort(), Object.keys(mine ?? {}).sort()];
  if (theirTypes.join() !== myTypes.join())
    report(
      differenceKey(
        location,
        '',
        `media types: vendor ${show(theirTypes.join(', ') || 'none')}, ours ${show(myTypes.join(', ') || 'none')}`,
      ),
    );
  const schemaOf = (content: Json | undefined) => (content?.[JSON_MEDIA_TYPE] as Json | undefined)?.schema as Json | undefined;
  const [left, right] = [schemaOf(theirs), schemaOf(mine)];
  if (left && right) compareSchemas({ sides, location, report }, left, right);
}
