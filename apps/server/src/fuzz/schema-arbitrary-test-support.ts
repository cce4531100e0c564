/**
 * Plausible values for a JSON Schema (2020-12, as the served OpenAPI document writes it), as
 * fast-check arbitraries: the starting point the fuzzer mutates. Plausible rather than exactly
 * valid, so that most cases get past the first check and reach the rules behind it; values a
 * schema cannot say (a meme that exists, the user's own template) come from `hints`, by name.
 */
import fc from 'fast-check';

export type JsonSchema = Record<string, unknown>;

export interface SchemaContext {
  /** Resolves `#/components/...` references: the whole served document. */
  document: JsonSchema;
  /** Values worth trying for a property or parameter of this name (ids of rows that exist). */
  hints: Record<string, readonly unknown[]>;
}

/** Strings are kept short here: the huge ones are the mutations' job. */
const MAX_PLAIN_STRING = 24;
const MAX_ARRAY = 3;

export function resolve(schema: JsonSchema, context: SchemaContext): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')],
      context.document,
    );
  return resolve(target as JsonSchema, context);
}

/** A value for `schema`, mixed with the hints for `name` when there are some. */
export function plausible(schema: JsonSchema, context: SchemaContext, name?: string): fc.Arbitrary<unknown> {
  const fromSchema = fromResolved(resolve(schema, context), context);
  const hinted = name === undefined ? undefined : context.hints[name];
  if (!hinted?.length) return fromSchema;
  return fc.oneof({ arbitrary: fc.constantFrom(...hinted), weight: 3 }, { arbitrary: fromSchema, weight: 1 });
}

function fromResolved(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices) return fc.oneof(...choices.map((choice) => plausible(choice, context)));
  if (Array.isArray(schema.allOf)) return plausible(mergeAll(schema.allOf as JsonSchema[], context), context);
  const type = schema.type;
  if (Array.isArray(type))
    return fc.oneof(...type.map((one: string) => fromResolved({ ...schema, type: one }, context)));
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return integerFor(schema);
    case 'number':
      return fc.double({
        min: numberOr(schema.minimum, -1e6),
        max: numberOr(schema.maximum, 1e6),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausible((schema.items as JsonSchema | undefined) ?? {}, context), {
        minLength: numberOr(schema.minItems, 0),
        maxLength: Math.max(numberOr(schema.minItems, 0), Math.min(numberOr(schema.maxItems, MAX_ARRAY), MAX_ARRAY)),
      });
    case 'object':
      return objectFor(schema, context);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.format === 'email') return fc.emailAddress();
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern);
    const maxLength = numberOr(schema.maxLength, Infinity);
    return fc.stringMatching(pattern).filter((value) => value.length <= maxLength);
  }
  const minLength = numberOr(schema.minLength, 0);
  return fc.string({
    minLength,
    maxLength: Math.max(minLength, Math.min(numberOr(schema.maxLength, 64), MAX_PLAIN_STRING)),
  });
}

function integerFor(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(
    numberOr(schema.minimum, -1_000_000),
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : -1_000_000,
  );
  const max = Math.min(numberOr(schema.maximum, 1_000_000), 1_000_000);
  // Small values are the ones that name rows and pages that exist.
  return fc.oneof(
    fc.integer({ min: Math.max(min, Math.min(max, 0)), max: Math.min(max, Math.max(min, 0) + 5) }),
    fc.integer({ min, max }),
  );
}

function objectFor(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const record = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, plausible(value, context, key)])),
    { requiredKeys: [...required].filter((key) => key in properties) },
  );
  const extra = schema.additionalProperties;
  if (!extra || typeof extra !== 'object' || Object.keys(properties).length > 0) return record;
  return fc.dictionary(fc.string({ maxLength: 8 }), plausible(extra as JsonSchema, context), { maxKeys: 3 });
}

/** `allOf` as one object schema: the parts' properties and requirements together. */
function mergeAll(parts: JsonSchema[], context: SchemaContext): JsonSchema {
  const resolved = parts.map((part) => resolve(part, context));
  return {
    type: 'object',
    properties: Object.assign({}, ...resolved.map((part) => part.properties ?? {})),
    required: resolved.flatMap((part) => (part.required ?? []) as string[]),
  };
}

/** Whether a schema (once resolved) is a file part of a multipart form. */
export function isBinary(schema: JsonSchema, context: SchemaContext): boolean {
  const resolved = resolve(schema, context);
  return resolved.format === 'binary' || resolved.contentEncoding === 'binary';
}
