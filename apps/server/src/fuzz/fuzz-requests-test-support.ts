/**
 * Requests for one operation of the served OpenAPI document, as fast-check arbitraries: its path
 * parameters, query, headers and body built from their schemas, then (in most cases) one part
 * damaged. One part at a time, so that the rest gets past the first check and the damage reaches
 * the code that has to cope with it.
 */
import fc from 'fast-check';
import {
  applyDamage,
  awkwardText,
  hostileValue,
  hugeText,
  objectDamage,
  RawJson,
  toJsonText,
} from './hostile-values-test-support';
import { isBinary, plausible, resolve, type JsonSchema, type SchemaContext } from './schema-arbitrary-test-support';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** As documented: `/memes/item/{memeId}/`. */
  path: string;
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }>; headers?: Record<string, unknown> }>;
}

/** Files a multipart field may plausibly carry, by kind. */
export interface SampleFiles {
  image: Buffer;
  video: Buffer;
}

export interface FuzzContext extends SchemaContext {
  files: SampleFiles;
}

/** Who the request is from: the test's paying user or its operator (a fresh session each), nobody, or a token that is no good. */
export type Caller = 'user' | 'admin' | 'anonymous' | 'bad-bearer' | 'bad-cookie';

export interface FuzzCase {
  caller: Caller;
  /** What was damaged, for the failure report. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

type Part = 'none' | 'path' | 'query' | 'header' | 'body';
type Values = Record<string, unknown>;

/** Every request this operation can be sent, from plausible to hostile. */
export function fuzzCases(operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzCase> {
  const parameters = operation.parameters ?? [];
  const at = (where: Parameter['in']) => parameters.filter((p) => p.in === where);
  const parts: Part[] = ['none'];
  if (at('path').length) parts.push('path');
  parts.push('query', 'header');
  if (operation.requestBody) parts.push('body', 'body');
  const signedIn = (operation.security ?? []).length > 0;
  const caller: fc.Arbitrary<Caller> = signedIn
    ? fc.oneof(
        { arbitrary: fc.constant('user' as const), weight: 6 },
        { arbitrary: fc.constant('admin' as const), weight: 2 },
        fc.constantFrom('anonymous', 'bad-bearer', 'bad-cookie'),
      )
    : fc.oneof({ arbitrary: fc.constant('anonymous' as const), weight: 4 }, fc.constantFrom('user', 'bad-bearer'));

  return fc.constantFrom(...parts).chain((damaged) =>
    fc
      .record({
        caller,
        path: parameterValues(at('path'), context, damaged === 'path'),
        query: parameterValues(at('query'), context, damaged === 'query'),
        headers: parameterValues(at('header'), context, damaged === 'header'),
        body: operation.requestBody
          ? bodyOf(operation.requestBody.content, context, damaged === 'body')
          : fc.constant(undefined),
      })
      .map(({ caller, path, query, headers, body }) => ({
        caller,
        label: [
          damaged === 'none' ? 'plausible' : `damaged ${damaged}`,
          path.label,
          query.label,
          headers.label,
          body?.label,
        ]
          .filter(Boolean)
          .join('; '),
        method: operation.method.toUpperCase(),
        url: urlOf(operation.path, path.values, query.values),
        headers: { ...headerValues(headers.values), ...body?.headers },
        ...(body ? { payload: body.payload } : {}),
      })),
  );
}

interface Labelled<T> {
  values: T;
  label?: string;
}

function parameterValues(
  parameters: Parameter[],
  context: FuzzContext,
  damage: boolean,
): fc.Arbitrary<Labelled<Values>> {
  const plausibleValues = fc.record(
    Object.fromEntries(parameters.map((p) => [p.name, plausible(p.schema, context, p.name)])),
    { requiredKeys: parameters.filter((p) => p.required).map((p) => p.name) },
  ) as fc.Arbitrary<Values>;
  if (!damage) return plausibleValues.map((values) => ({ values }));
  const names = parameters.map((p) => p.name);
  // Path parameters cannot go missing (the route would not match): they are replaced instead.
  const pathOnly = parameters.length > 0 && parameters.every((p) => p.in === 'path');
  return fc
    .tuple(plausibleValues, objectDamage(names), brokenEncoding)
    .filter(([, damaged]) => !pathOnly || damaged.kind === 'replace')
    .map(([values, damaged, broken]) => {
      if (broken !== undefined && damaged.kind === 'replace') {
        return { values: { ...values, [damaged.key]: new Encoded(broken) }, label: `${damaged.key}: raw ${broken}` };
      }
      return { values: applyDamage(values, damaged), label: `${damaged.kind} ${short(damaged.key)}` };
    });
}

/** Percent-escapes that do not decode (or decode to what a path must not hold), sent as they are. */
const brokenEncoding = fc.option(
  fc.constantFrom('%ZZ', '%E0%A4%A', '%C0%AF', '%FF', '%ED%A0%80', '%00', '%2F..%2F', '%'),
  {
    freq: 4,
    nil: undefined,
  },
);

/** A value already encoded for a URL, sent as it is. */
class Encoded {
  constructor(readonly text: string) {}
}

/** Percent-encoding that also copes with lone surrogates (written as the bytes WTF-8 gives them). */
function encode(value: unknown): string {
  if (value instanceof Encoded) return value.text;
  const text = textOf(value);
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const pair = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && /[\uDC00-\uDFFF]/.test(text[i + 1]!);
    if (pair) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

/** How a value of any type travels as text (query, path, form field, header). */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof RawJson) return value.text;
  return toJsonText(value);
}

function urlOf(template: string, path: Values, query: Values): string {
  // An empty segment would make another route match: an empty value is sent as a space.
  const filled = template.replace(/\{([^}]+)\}/g, (_match, name: string) => encode(path[name]) || '%20');
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((one) => `${encode(key)}=${encode(one)}`),
  );
  return pairs.length ? `${filled}?${pairs.join('&')}` : filled;
}

/** Header values as HTTP can carry them (latin-1, no control characters), at most 16 KB like Node's parser. */
function headerValues(values: Values): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([key, value]) => [asHeaderText(key), asHeaderText(textOf(value))] as const)
      .filter(([key]) => /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(key)),
  );
}

/** Control characters a header value may not hold (all but tab), which Node refuses to send. */
// eslint-disable-next-line no-control-regex
const HEADER_CONTROLS = /[\u0000-\u0008\u000a-\u001f\u007f]/g;

function asHeaderText(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1').replace(HEADER_CONTROLS, '').slice(0, 16_000);
}

interface Body {
  payload: string | Buffer;
  headers: Record<string, string>;
  label?: string;
}

function bodyOf(
  content: Record<string, { schema: JsonSchema }>,
  context: FuzzContext,
  damage: boolean,
): fc.Arbitrary<Body> {
  return fc.constantFrom(...Object.keys(content)).chain((type) => {
    const schema = resolve(content[type]!.schema, context);
    if (type === 'multipart/form-data') return multipartBody(schema, context, damage);
    const encodeValues =
      type === 'application/x-www-form-urlencoded'
        ? (values: unknown) =>
            Object.entries(values && typeof values === 'object' ? values : { value: values })
              .map(([key, value]) => `${encode(key)}=${encode(value)}`)
              .join('&')
        : toJsonText;
    const plausibleBody = plausible(schema, context).map((values) => ({
      payload: encodeValues(values),
      headers: { 'content-type': type },
    }));
    if (!damage) return plausibleBody;
    const keys = Object.keys((schema.properties ?? {}) as object);
    return fc.oneof(
      // A field gone, replaced or added.
      {
        weight: 4,
        arbitrary: fc.tuple(plausible(schema, context), objectDamage(keys)).map(([values, damaged]) => ({
          payload: encodeValues(applyDamage(values as Values, damaged)),
          headers: { 'content-type': type },
          label: `${damaged.kind} ${short(damaged.key)}`,
        })),
      },
      // Not an object at all.
      hostileValue.map((value) => ({
        payload: encodeValues(value),
        headers: { 'content-type': type },
        label: 'not an object',
      })),
      // Not the text the content type promises.
      fc
        .tuple(plausibleBody, malformedText)
        .map(([body, cut]) => ({ ...body, payload: cut(String(body.payload)), label: 'malformed' })),
      // The right text under the wrong (or a strange) content type.
      fc.tuple(plausibleBody, wrongContentType).map(([body, contentType]) => ({
        ...body,
        headers: { 'content-type': contentType },
        label: `sent as ${contentType}`,
      })),
    );
  });
}

const malformedText: fc.Arbitrary<(text: string) => string> = fc.oneof(
  fc.nat().map((n) => (text: string) => text.slice(0, n % Math.max(text.length, 1))),
  fc.constantFrom(
    () => '',
    () => '{',
    () => 'nul',
    (text: string) => `\uFEFF${text}`,
    (text: string) => `${text}garbage`,
    (text: string) => `${text.slice(0, -1)},"a":1,"a":{}}`,
    () => '{"__proto__":{"isSuperuser":true}}',
    () => '{"constructor":{"prototype":{"x":1}}}',
  ),
);

const wrongContentType = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json;;;',
  'APPLICATION/JSON',
  'application/octet-stream',
  'image/png',
  '*/*',
  ';',
);

/** A form part: a field's text, or a file. */
interface FormPart {
  name: string;
  value: string | Buffer;
  file?: { filename: string; type: string };
}

function multipartBody(schema: JsonSchema, context: FuzzContext, damage: boolean): fc.Arbitrary<Body> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const fields = Object.entries(properties).map(([name, property]) => {
    const part: fc.Arbitrary<FormPart[]> = isBinary(property, context)
      ? fc.constant([sampleFile(name, context.files)])
      : plausible(property, context, name).map((value) =>
          // A form has no null: a field with nothing to say is left out.
          (Array.isArray(value) ? value : [value])
            .filter((one) => one !== null)
            .map((one) => ({ name, value: textOf(one) })),
        );
    return required.has(name) ? part : fc.option(part, { nil: [] as FormPart[] });
  });
  const plausibleParts = fc.tuple(...fields).map((lists) => lists.flat());
  const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
  const send = (
    parts: FormPart[],
    label?: string,
    finish = (body: Buffer) => body,
    type = `multipart/form-data; boundary=${boundary}`,
  ) => ({
    payload: finish(formData(parts, boundary)),
    headers: { 'content-type': type },
    ...(label ? { label } : {}),
  });
  if (!damage) return plausibleParts.map((parts) => send(parts));
  const names = Object.keys(properties);
  return fc.oneof(
    // A field gone, a field's value hostile (a file where text was expected, or text for a file), an unknown field.
    fc
      .tuple(plausibleParts, fc.constantFrom(...names, 'extra'), hostileValue, fc.boolean(), fc.boolean())
      .map(([parts, name, value, asFile, drop]) => {
        const kept = parts.filter((part) => part.name !== name);
        const text = textOf(value);
        const replacement: FormPart = asFile
          ? { name, value: Buffer.from(text), file: { filename: 'x.png', type: 'image/png' } }
          : { name, value: text };
        return drop ? send(kept, `field ${name} dropped`) : send([...kept, replacement], `field ${name}`);
      }),
    // A file cut short, empty, random bytes, under another type, or with a strange name.
    fc.tuple(plausibleParts, fileDamage).map(([parts, [label, change]]) =>
      send(
        parts.map((part) => (part.file ? change(part) : part)),
        `file ${label}`,
      ),
    ),
    // The body cut before its end, or the boundary missing or wrong.
    fc
      .tuple(plausibleParts, fc.nat())
      .map(([parts, n]) => send(parts, 'body truncated', (body) => body.subarray(0, n % Math.max(body.length, 1)))),
    fc
      .tuple(
        plausibleParts,
        fc.constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=other',
          'application/json',
          'text/plain',
          'multipart/mixed; boundary=' + boundary,
        ),
      )
      .map(([parts, type]) => send(parts, `sent as ${type}`, undefined, type)),
    // The same file twice, or a great many fields.
    plausibleParts.map((parts) => send([...parts, ...parts.filter((part) => part.file)], 'files twice')),
    plausibleParts.map((parts) =>
      send([...parts, ...Array.from({ length: 300 }, (_, i) => ({ name: `f${i}`, value: 'x' }))], 'many fields'),
    ),
  );
}

function sampleFile(name: string, files: SampleFiles): FormPart {
  return /video/i.test(name)
    ? { name, value: files.video, file: { filename: 'clip.mp4', type: 'video/mp4' } }
    : { name, value: files.image, file: { filename: 'picture.png', type: 'image/png' } };
}

type FileChange = (part: FormPart) => FormPart;

const fileDamage: fc.Arbitrary<[string, FileChange]> = fc.oneof(
  fc
    .integer({ min: 1, max: 2_000 })
    .map((n): [string, FileChange] => [
      `truncated to ${n} bytes`,
      (part) => ({ ...part, value: (part.value as Buffer).subarray(0, n) }),
    ]),
  fc.constant<[string, FileChange]>(['empty', (part) => ({ ...part, value: Buffer.alloc(0) })]),
  fc
    .uint8Array({ minLength: 1, maxLength: 4_000 })
    .map((bytes): [string, FileChange] => ['random bytes', (part) => ({ ...part, value: Buffer.from(bytes) })]),
  fc
    .constantFrom(
      'text/plain',
      'video/mp4',
      'image/svg+xml',
      'application/x-msdownload',
      '',
      'image/png; charset=\u00ff',
    )
    .map((type): [string, FileChange] => [`typed ${type}`, (part) => ({ ...part, file: { ...part.file!, type } })]),
  fc
    .oneof(
      awkwardText,
      hugeText.map((text) => text.slice(0, 5_000)),
    )
    .map((filename): [string, FileChange] => [
      `named ${short(filename)}`,
      (part) => ({ ...part, file: { ...part.file!, filename } }),
    ]),
);

function formData(parts: FormPart[], boundary: string): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.file
      ? `form-data; name="${part.name}"; filename="${part.file.filename}"\r\nContent-Type: ${part.file.type}`
      : `form-data; name="${part.name}"`;
    pieces.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(pieces);
}

function short(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…(${text.length})` : text);
}
