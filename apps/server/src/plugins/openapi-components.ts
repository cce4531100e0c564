/**
 * The document's component schemas as tools want them (decision 043). fastify-type-provider-zod
 * writes every schema of the zod registry twice, as read (`…Input`) and as written, each with a
 * `$schema` and an `$id` of the form `#/components/schemas/…`, which JSON Schema 2020-12 forbids
 * (an `$id` has no fragment). Kept: the schemas something in the document refers to, directly or
 * through another schema, without those two keys.
 */
type Json = Record<string, unknown>;

const SCHEMA_REF = '#/components/schemas/';

/** Names of the component schemas referred to anywhere in `value`. */
function refsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) refsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(SCHEMA_REF)) {
        found.add(decodeURIComponent(item.slice(SCHEMA_REF.length)));
      } else {
        refsIn(item, found);
      }
    }
  }
  return found;
}

export function tidyComponentSchemas<D extends object>(document: D): D {
  const { components, ...rest } = document as Json & { components?: Json & { schemas?: Record<string, Json> } };
  const schemas = components?.schemas;
  if (!components || !schemas) return document;
  const used = refsIn(rest);
  // Follow references between schemas until nothing new turns up.
  for (let pending = [...used]; pending.length > 0;) {
    const next: string[] = [];
    for (const name of pending) {
      for (const inner of refsIn(schemas[name])) {
        if (!used.has(inner)) {
          used.add(inner);
          next.push(inner);
        }
      }
    }
    pending = next;
  }
  const kept = Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => used.has(name))
      .map(([name, schema]) => {
        const { $id: _id, $schema: _dialect, ...plain } = schema;
        return [name, plain];
      }),
  );
  return { ...rest, components: { ...components, schemas: kept } } as D;
}
