// Validates bodies and responses against the contract (src/api/generated/openapi.json), for tests:
// "a mock response that does not validate against the contract is a failing test".
// The whole document is registered once in one Ajv instance under an $id, so every
// `#/components/...` pointer resolves inside it; each (operation, status) validator is compiled on
// first use and cached.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import LinkHeader from 'http-link-header';
import openapiDocument from '@/api/generated/openapi.json';

// The slice of an OpenAPI document this module reads.
type JsonSchema = Record<string, unknown>;
interface MediaType {
  schema?: JsonSchema;
}
interface ResponseObject {
  $ref?: string;
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaType>;
}
interface OperationObject {
  operationId: string;
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: { responses: Record<string, ResponseObject> } & Record<string, unknown>;
}

const DOCUMENT_ID = 'https://contract.ci-insights.invalid/openapi.json';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

/** Operations whose 200 answers are pages that may carry an RFC 5988 `Link` header. */
export const PAGED_OPERATIONS: readonly string[] = ['searchTests', 'listTestExecutions', 'listQuarantines', 'getActivityLog'];

export interface OperationInfo {
  operationId: string;
  method: string;
  /** Path template relative to the base URL (which ends in /v1). */
  path: string;
  operation: OperationObject;
}

const contract = openapiDocument as unknown as OpenApiDocument;

const operations: Map<string, OperationInfo> = (() => {
  const byId = new Map<string, OperationInfo>();
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (operation) byId.set(operation.operationId, { operationId: operation.operationId, method, path, operation });
    }
  }
  return byId;
})();

/** All operations of the contract, keyed by operationId. */
export function listOperations(): OperationInfo[] {
  return [...operations.values()];
}

export function getOperation(operationId: string): OperationInfo {
  const info = operations.get(operationId);
  if (!info) throw new Error(`Unknown operationId "${operationId}"`);
  return info;
}

const templateMatchers = listOperations().map((info) => {
  const names: string[] = [];
  const source = info.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]+)\\?\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { info, names, regex: new RegExp(`^${source}$`) };
});

/**
 * The operation a request addresses: `operationFor('GET', 'http://x/v1/repos/acme/checkout/logs?per_page=5')`.
 * Accepts a full URL or a path; everything up to and including the first `/v1` is the base URL.
 */
export function operationFor(method: string, url: string): { operationId: string; pathParams: Record<string, string> } | undefined {
  const pathname = new URL(url, 'http://base.invalid').pathname;
  const versionAt = pathname.indexOf('/v1/');
  const relative = versionAt >= 0 ? pathname.slice(versionAt + 3) : pathname;
  const lower = method.toLowerCase();
  // Literal segments win over parameters (…/tests/stats/{stat} before …/tests/{test_id}/…).
  const candidates = templateMatchers.filter((m) => m.info.method === lower).sort((a, b) => a.names.length - b.names.length);
  for (const matcher of candidates) {
    const found = matcher.regex.exec(relative);
    if (!found) continue;
    const pathParams: Record<string, string> = {};
    matcher.names.forEach((name, index) => {
      const raw = found[index + 1] ?? '';
      // A segment that is not UTF-8 still addresses the operation (which answers 422): keep it raw.
      try {
        pathParams[name] = decodeURIComponent(raw);
      } catch {
        pathParams[name] = raw;
      }
    });
    return { operationId: matcher.info.operationId, pathParams };
  }
  return undefined;
}

// Ajv's discriminator support rejects `mapping` (the `const` or `enum` of each variant already carries
// it), so the registered copy and inline response schemas (getTestStat's) drop it; everything else is
// the document as generated.
function withoutDiscriminatorMappings(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDiscriminatorMappings);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'discriminator' && child !== null && typeof child === 'object') {
      const { mapping: _mapping, ...rest } = child as Record<string, unknown>;
      copy[key] = rest;
    } else {
      copy[key] = withoutDiscriminatorMappings(child);
    }
  }
  return copy;
}

let ajvInstance: Ajv2020 | undefined;
function ajv(): Ajv2020 {
  if (!ajvInstance) {
    // strict: false because OpenAPI documents carry keywords JSON Schema does not know (paths, info…).
    ajvInstance = new Ajv2020({ strict: false, allErrors: true, discriminator: true });
    addFormats(ajvInstance);
    ajvInstance.addSchema({ ...(withoutDiscriminatorMappings(contract) as JsonSchema), $id: DOCUMENT_ID });
  }
  return ajvInstance;
}

// Inline schemas (outside components) get their local pointers rewritten to the registered document.
function absolutizeRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(absolutizeRefs);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    copy[key] = key === '$ref' && typeof child === 'string' && child.startsWith('#') ? DOCUMENT_ID + child : absolutizeRefs(child);
  }
  return copy;
}

const validators = new Map<string, ValidateFunction>();
function compileSchema(cacheKey: string, schema: JsonSchema): ValidateFunction {
  let validate = validators.get(cacheKey);
  if (!validate) {
    validate = ajv().compile(absolutizeRefs(withoutDiscriminatorMappings(schema)) as JsonSchema);
    validators.set(cacheKey, validate);
  }
  return validate;
}

/** Validator of one component schema, e.g. `schemaValidator('ActivityLogEvent')`. */
export function schemaValidator(schemaName: string): ValidateFunction {
  return compileSchema(`schema:${schemaName}`, { $ref: `#/components/schemas/${schemaName}` });
}

function resolveResponse(response: ResponseObject): ResponseObject {
  if (!response.$ref) return response;
  const name = response.$ref.replace('#/components/responses/', '');
  const resolved = contract.components.responses[name];
  if (!resolved) throw new Error(`Unresolvable response ${response.$ref}`);
  return resolved;
}

/** The documented response of an operation for a status, $ref resolved; undefined when not documented. */
export function documentedResponse(operationId: string, status: number): ResponseObject | undefined {
  const response = getOperation(operationId).operation.responses[String(status)];
  return response ? resolveResponse(response) : undefined;
}

function formatErrors(errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => {
    const where = error.instancePath || '(root)';
    const extra =
      error.keyword === 'additionalProperties' || error.keyword === 'enum' || error.keyword === 'const'
        ? ` ${JSON.stringify(error.params)}`
        : '';
    return `${where} ${error.message ?? error.keyword}${extra}`;
  });
}

/**
 * Errors of a response body against the schema documented for (operationId, status); empty when valid.
 * A status the operation does not document, or a body where none is documented (204), is an error too.
 */
export function validateResponseBody(operationId: string, status: number, body: unknown): string[] {
  const response = documentedResponse(operationId, status);
  if (!response) return [`${operationId} does not document status ${status}`];
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return body === undefined || body === null || body === '' ? [] : [`${operationId} ${status} documents no body`];
  const validate = compileSchema(`response:${operationId}:${status}`, schema);
  return validate(body) ? [] : formatErrors(validate.errors);
}

/** Errors of a JSON request body against the operation's documented request body; empty when valid. */
export function validateRequestBody(operationId: string, body: unknown): string[] {
  const schema = getOperation(operationId).operation.requestBody?.content?.['application/json']?.schema;
  if (!schema) return [`${operationId} documents no request body`];
  const validate = compileSchema(`request:${operationId}`, schema);
  return validate(body) ? [] : formatErrors(validate.errors);
}

// RFC 5988 link-values: `<uri>; param(; param)*`, comma separated.
const LINK_VALUE = /^\s*<[^<>\s]+>(\s*;\s*[a-zA-Z*-]+\s*=\s*("[^"]*"|[^",;\s]+))+\s*$/;

/** Problems of a `Link` header of a paged operation (empty when well-formed). */
export function linkHeaderProblems(operationId: string, header: string): string[] {
  const problems: string[] = [];
  const values = header.split(/,(?=\s*<)/);
  for (const value of values) {
    if (!LINK_VALUE.test(value)) problems.push(`malformed link-value: ${value.trim()}`);
  }
  if (problems.length) return problems;
  const seen = new Set<string>();
  for (const ref of LinkHeader.parse(header).refs) {
    if (ref.rel !== 'next' && ref.rel !== 'prev') problems.push(`unexpected rel="${ref.rel}" (only next/prev)`);
    if (seen.has(ref.rel)) problems.push(`rel="${ref.rel}" appears twice`);
    seen.add(ref.rel);
    const url = new URL(ref.uri, 'http://base.invalid');
    if (!url.searchParams.get('cursor')) problems.push(`rel="${ref.rel}" link has no cursor`);
    if (!url.searchParams.get('per_page')) problems.push(`rel="${ref.rel}" link has no per_page`);
    const target = operationFor('GET', ref.uri);
    if (target?.operationId !== operationId) problems.push(`rel="${ref.rel}" link does not address ${operationId}: ${ref.uri}`);
  }
  return problems;
}

/**
 * Asserts that a fetch Response is what the contract documents for the operation: a documented status,
 * a JSON content type when a body is documented (none on 204), a valid body, and for paged operations a
 * well-formed `Link` header when present. Returns the parsed body. Throws with every problem listed.
 */
export async function expectValidResponse(operationId: string, response: Response): Promise<unknown> {
  const problems: string[] = [];
  const documented = documentedResponse(operationId, response.status);
  const text = await response.clone().text();
  let body: unknown;
  if (!documented) {
    problems.push(`status ${response.status} is not documented for ${operationId}`);
  } else if (documented.content) {
    const contentType = response.headers.get('content-type') ?? '';
    if (!/^application\/json\b/i.test(contentType)) problems.push(`content-type is "${contentType}", expected application/json`);
    try {
      body = JSON.parse(text);
      problems.push(...validateResponseBody(operationId, response.status, body));
    } catch {
      problems.push(`body is not JSON: ${text.slice(0, 200)}`);
    }
  } else if (text !== '') {
    problems.push(`status ${response.status} must have no body, got: ${text.slice(0, 200)}`);
  }
  const link = response.headers.get('link');
  if (link !== null) {
    if (!PAGED_OPERATIONS.includes(operationId)) problems.push(`${operationId} is not paged but sent a Link header`);
    else problems.push(...linkHeaderProblems(operationId, link));
  }
  if (problems.length) {
    throw new Error(`${operationId} ${response.status} breaks the contract:\n  - ${problems.join('\n  - ')}`);
  }
  return body;
}
