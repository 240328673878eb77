// The contract's operations as the fuzzer sees them, read from the contract itself (src/api/generated/openapi.json):
// method, path template, and each parameter's schema with `$ref`s resolved, so a parameter added to
// the contract is fuzzed without touching this folder.
import openapiDocument from '@/api/generated/openapi.json';

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

export interface FuzzParameter {
  name: string;
  in: 'path' | 'query';
  schema: ParameterSchema;
}

export interface FuzzOperation {
  operationId: string;
  method: string;
  /** Relative to the base URL, e.g. `/ci/{owner}/repositories/{repository}/search/tests`. */
  path: string;
  parameters: FuzzParameter[];
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
