// Compares two JSON Schemas as a client meets them on the wire. Both sides are normalized first, so
// that only differences in what is accepted or sent remain: `$ref`s are followed (schema names are not
// on the wire), `allOf` members are merged into one schema, `nullable: true`, `type: [x, "null"]` and
// `anyOf: [x, {type: "null"}]` all read "x or null", `const` reads as a one-value enum, and
// descriptions, titles, examples, discriminator mappings and `false`/`null` no-op keywords are ignored.
// `anyOf` and `oneOf` both read as "one of these shapes": FastAPI writes `anyOf` where we write
// `oneOf` with a discriminator, and with disjoint shapes they accept the same documents.

export type Json = Record<string, unknown>;

/** Where each side's `$ref`s resolve (the whole document a schema came from). */
export interface SchemaSides {
  vendorDocument: Json;
  ourDocument: Json;
}

/** The keywords compared by value; every other one is either structural (below) or an annotation. */
const FACETS = [
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'default',
  'deprecated',
  'not',
] as const;

interface NormalSchema {
  /** The `$ref`s followed to reach this schema: a pair already being compared higher up is a cycle. */
  refs: string[];
  types: string[];
  nullable: boolean;
  enumValues?: unknown[];
  properties: Record<string, Json>;
  required: Set<string>;
  items?: Json;
  additionalProperties?: Json | false;
  /** Two or more non-null alternatives (`anyOf`/`oneOf`). */
  variants?: Json[];
  facets: Partial<Record<(typeof FACETS)[number], unknown>>;
  /** The schema itself with `$ref`s followed and null taken out: how a single shape joins a union. */
  nonNullShape: Json;
}

export function resolvePointer(document: Json, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported: ${ref}`);
  const keys = ref
    .slice(2)
    .split('/')
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
  const target = keys.reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document);
  if (target === undefined) throw new Error(`unresolved $ref: ${ref}`);
  return target as Json;
}

/** Follows `$ref`s and merges `allOf` members, keeping sibling keywords (OpenAPI 3.1 allows them). */
function flatten(schema: Json, document: Json, refs: string[]): Json {
  let node = schema;
  if (typeof node.$ref === 'string') {
    const { $ref, ...siblings } = node;
    refs.push($ref);
    node = { ...flatten(resolvePointer(document, $ref), document, refs), ...siblings };
  }
  if (Array.isArray(node.allOf)) {
    const { allOf, ...rest } = node;
    node = [...(allOf as Json[]).map((member) => flatten(member, document, refs)), rest].reduce(mergeSchemas, {});
  }
  return node;
}

function mergeSchemas(into: Json, next: Json): Json {
  return {
    ...into,
    ...next,
    properties: { ...(into.properties as Json | undefined), ...(next.properties as Json | undefined) },
    required: [...((into.required as string[] | undefined) ?? []), ...((next.required as string[] | undefined) ?? [])],
  };
}

const isNullSchema = (schema: Json) => schema.type === 'null' || (schema.enum as unknown[] | undefined)?.every((value) => value === null);

/** The keywords a schema constrains with (annotations say nothing about validity). */
const keywordsOf = (schema: Json) => Object.keys(schema).filter((key) => !['title', 'description', 'examples', 'example'].includes(key));

/** FastAPI writes a field typed by two enums as `anyOf` of both: one enum of their values to a client. */
const allPlainEnums = (alternatives: Json[]) =>
  alternatives.every(
    (alternative) => Array.isArray(alternative.enum) && keywordsOf(alternative).every((key) => key === 'enum' || key === 'type'),
  ) && new Set(alternatives.map((alternative) => JSON.stringify(alternative.type))).size === 1;

/** `anyOf: [{type: string}, {type: integer}]` is `type: [string, integer]`. */
const allBareTypes = (alternatives: Json[]) => alternatives.every((alternative) => keywordsOf(alternative).join() === 'type');

export function normalizeSchema(schema: Json, document: Json): NormalSchema {
  const refs: string[] = [];
  let node = flatten(schema, document, refs);
  let nullable = node.nullable === true;
  let variants: Json[] | undefined;
  const alternatives = (node.anyOf ?? node.oneOf) as Json[] | undefined;
  if (alternatives) {
    const { anyOf: _anyOf, oneOf: _oneOf, ...siblings } = node;
    // Looked at through their `$ref`s; kept as written for the comparison, which follows them itself.
    const nonNull = alternatives.filter((alternative) => !isNullSchema(flatten(alternative, document, [])));
    const flatNonNull = nonNull.map((alternative) => flatten(alternative, document, []));
    nullable ||= nonNull.length < alternatives.length;
    // "x or null" is x, nullable: compare x itself (its refs belong to this schema).
    if (nonNull.length === 1) node = { ...flatten(nonNull[0] as Json, document, refs), ...siblings };
    else if (allPlainEnums(flatNonNull))
      node = { ...siblings, type: flatNonNull[0]?.type, enum: flatNonNull.flatMap((only) => only.enum as unknown[]) };
    else if (allBareTypes(flatNonNull)) node = { ...siblings, type: flatNonNull.flatMap((only) => only.type as string | string[]) };
    else variants = nonNull;
  }
  let types = node.type === undefined ? [] : [node.type as string | string[]].flat();
  nullable ||= types.includes('null');
  types = types.filter((type) => type !== 'null').sort();
  let enumValues = node.const !== undefined ? [node.const] : (node.enum as unknown[] | undefined);
  nullable ||= enumValues?.includes(null) ?? false;
  enumValues = enumValues?.filter((value) => value !== null);
  const facets: NormalSchema['facets'] = {};
  for (const facet of FACETS) {
    const value = node[facet];
    if (value !== undefined && value !== null && value !== false) facets[facet] = value;
  }
  const additional = node.additionalProperties as Json | boolean | undefined;
  const { anyOf: _anyOf, oneOf: _oneOf, nullable: _nullable, const: _const, ...nonNullShape } = node;
  return {
    refs,
    types,
    nullable,
    enumValues,
    properties: (node.properties as Record<string, Json> | undefined) ?? {},
    required: new Set((node.required as string[] | undefined) ?? []),
    items: node.items as Json | undefined,
    additionalProperties: additional === true ? undefined : additional,
    variants,
    facets,
    nonNullShape: { ...nonNullShape, type: types, enum: enumValues },
  };
}

/** A value as it reads in a difference's key. */
export const show = (value: unknown) => (value === undefined ? 'absent' : typeof value === 'string' ? value : JSON.stringify(value));

/** Appends `path` to `location` and says what differs there: `GET /x response 200 .tests[] type: …`. */
export const differenceKey = (location: string, path: string, what: string) =>
  `${[location, path].filter(Boolean).join(' ')}${what.startsWith(':') ? '' : ' '}${what}`;

export interface SchemaComparison {
  sides: SchemaSides;
  location: string;
  report: (key: string) => void;
  /** Decides per use whether a schema's nullability matters (a query string cannot carry JSON null). */
  ignoreNullable?: boolean;
}

export function compareSchemas(comparison: SchemaComparison, vendor: Json, ours: Json, path = '', stack: ReadonlySet<string> = new Set()) {
  const { sides, location, report } = comparison;
  const theirs = normalizeSchema(vendor, sides.vendorDocument);
  const mine = normalizeSchema(ours, sides.ourDocument);
  const pair = `${theirs.refs.join(',')} ~ ${mine.refs.join(',')}`;
  if (theirs.refs.length > 0 && mine.refs.length > 0 && stack.has(pair)) return;
  const inner = new Set(stack).add(pair);
  const at = (what: string) => report(differenceKey(location, path, what));

  if (theirs.variants || mine.variants) {
    compareVariants(comparison, theirs, mine, path, inner);
    return;
  }
  if (theirs.types.join('/') !== mine.types.join('/'))
    at(`type: vendor ${theirs.types.join('/') || 'any'}, ours ${mine.types.join('/') || 'any'}`);
  if (!comparison.ignoreNullable && theirs.nullable !== mine.nullable) at(`nullable: vendor ${theirs.nullable}, ours ${mine.nullable}`);
  compareEnums(at, theirs.enumValues, mine.enumValues);
  for (const facet of FACETS) {
    const [left, right] = [theirs.facets[facet], mine.facets[facet]];
    if (JSON.stringify(left) !== JSON.stringify(right)) at(`${facet}: vendor ${show(left)}, ours ${show(right)}`);
  }
  compareProperties(comparison, theirs, mine, path, inner);
  if (theirs.items || mine.items) compareSchemas(comparison, theirs.items ?? {}, mine.items ?? {}, `${path}[]`, inner);
  const [theirExtra, ourExtra] = [theirs.additionalProperties, mine.additionalProperties];
  // Absent additionalProperties allow any value: the schema `{}`. Only `false` (none at all) differs in kind.
  if (theirExtra === false || ourExtra === false) {
    if (theirExtra !== ourExtra) at(`additionalProperties: vendor ${show(theirExtra ?? 'any')}, ours ${show(ourExtra ?? 'any')}`);
  } else if (theirExtra || ourExtra) compareSchemas(comparison, theirExtra ?? {}, ourExtra ?? {}, `${path}{}`, inner);
}

/** Up to eight values are listed; a longer list is counted (the key must stay readable). */
const listed = (values: unknown[] | undefined) =>
  !values ? 'none' : values.length <= 8 ? `[${values.map(show).join(', ')}]` : `${values.length} values`;

/** `enum: +a −b`: `+` a value only the vendor lists, `−` one only ours lists (compared as sets). */
function compareEnums(at: (what: string) => void, theirs: unknown[] | undefined, mine: unknown[] | undefined) {
  if (!theirs && !mine) return;
  if (!theirs || !mine) {
    at(`enum: vendor ${listed(theirs)}, ours ${listed(mine)}`);
    return;
  }
  const added = theirs.filter((value) => !mine.includes(value)).map((value) => `+${show(value)}`);
  const removed = mine.filter((value) => !theirs.includes(value)).map((value) => `−${show(value)}`);
  if (added.length + removed.length > 0) at(`enum: ${[...added, ...removed].join(' ')}`);
}

function compareProperties(
  comparison: SchemaComparison,
  theirs: NormalSchema,
  mine: NormalSchema,
  path: string,
  stack: ReadonlySet<string>,
) {
  const names = [...new Set([...Object.keys(theirs.properties), ...Object.keys(mine.properties)])];
  const requirement = (schema: NormalSchema, name: string) => (schema.required.has(name) ? 'required' : 'optional');
  for (const name of names) {
    const [left, right] = [theirs.properties[name], mine.properties[name]];
    const at = (what: string) => comparison.report(differenceKey(comparison.location, `${path}.${name}`, what));
    if (!left || !right) {
      at(left ? `: vendor only (${requirement(theirs, name)})` : `: ours only (${requirement(mine, name)})`);
      continue;
    }
    if (theirs.required.has(name) !== mine.required.has(name))
      at(`required: vendor ${theirs.required.has(name)}, ours ${mine.required.has(name)}`);
    compareSchemas(comparison, left, right, `${path}.${name}`, stack);
  }
}

/**
 * Pairs the alternatives of a union: by the value of a property every shape fixes to one value (the
 * discriminator, e.g. `<type=action.assign>`), else by their types (`<string>`), else by position (`<2>`).
 */
function compareVariants(comparison: SchemaComparison, theirs: NormalSchema, mine: NormalSchema, path: string, stack: ReadonlySet<string>) {
  const theirVariants = theirs.variants ?? [theirs.nonNullShape];
  const myVariants = mine.variants ?? [mine.nonNullShape];
  const [theirLabels, myLabels] = labelVariants(comparison.sides, theirVariants, myVariants);
  if (!comparison.ignoreNullable && theirs.nullable !== mine.nullable)
    comparison.report(differenceKey(comparison.location, path, `nullable: vendor ${theirs.nullable}, ours ${mine.nullable}`));
  theirLabels.forEach((label, index) => {
    const match = myLabels.indexOf(label);
    if (match === -1) comparison.report(differenceKey(comparison.location, `${path}${label}`, ': vendor only'));
    else compareSchemas(comparison, theirVariants[index] as Json, myVariants[match] as Json, `${path}${label}`, stack);
  });
  for (const label of myLabels.filter((label) => !theirLabels.includes(label)))
    comparison.report(differenceKey(comparison.location, `${path}${label}`, ': ours only'));
}

function labelVariants(sides: SchemaSides, theirs: Json[], mine: Json[]): [string[], string[]] {
  const theirNormal = theirs.map((variant) => normalizeSchema(variant, sides.vendorDocument));
  const myNormal = mine.map((variant) => normalizeSchema(variant, sides.ourDocument));
  const fixedValue = (variant: NormalSchema, name: string, document: Json) => {
    const property = variant.properties[name];
    const values = property && normalizeSchema(property, document).enumValues;
    return values?.length === 1 ? show(values[0]) : undefined;
  };
  const candidates = Object.keys(theirNormal[0]?.properties ?? {});
  const discriminator = candidates.find(
    (name) =>
      theirNormal.every((variant) => fixedValue(variant, name, sides.vendorDocument) !== undefined) &&
      myNormal.every((variant) => fixedValue(variant, name, sides.ourDocument) !== undefined),
  );
  if (discriminator)
    return [
      theirNormal.map((variant) => `<${discriminator}=${fixedValue(variant, discriminator, sides.vendorDocument)}>`),
      myNormal.map((variant) => `<${discriminator}=${fixedValue(variant, discriminator, sides.ourDocument)}>`),
    ];
  const byType = (variants: NormalSchema[]) => variants.map((variant) => `<${variant.types.join('/') || 'any'}>`);
  const distinct = (labels: string[]) => new Set(labels).size === labels.length;
  if (distinct(byType(theirNormal)) && distinct(byType(myNormal))) return [byType(theirNormal), byType(myNormal)];
  const byPosition = (variants: NormalSchema[]) => variants.map((_, index) => `<${index + 1}>`);
  return [byPosition(theirNormal), byPosition(myNormal)];
}
