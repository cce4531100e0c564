/**
 * Whether an answer is one the served OpenAPI document promises for the operation: a documented
 * status, a documented content type, and (for JSON) a body its schema accepts, checked with a
 * JSON Schema 2020-12 validator over the document itself so `$ref`s resolve as a client's would.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Operation } from './fuzz-requests-test-support';

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Words that mean an internal failure leaked into an answer instead of the product's own message. */
const LEAKS =
  /TypeError|ReferenceError|RangeError|Cannot read|undefined|NaN|\[object|FST_ERR|ERR_|violates|constraint|relation "|stack|at \//;

const DOCUMENT_ID = 'https://fuzz.test/openapi.json';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function documentedAnswers(document: Record<string, unknown>) {
  // Not strict: the document holds OpenAPI's own words (paths, responses) around its schemas.
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
  ajv.addFormat('uuid', UUID);
  ajv.addFormat('binary', true);
  ajv.addFormat('uri', (value: string) => URL.canParse(value));
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const pointer = (...keys: string[]) => keys.map((key) => key.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

  /** What is wrong with this answer to the operation; empty when nothing is. */
  return function problems(operation: Operation, answer: Answer): string[] {
    const status = String(answer.statusCode);
    const documented = operation.responses[status];
    if (!documented) return [`status ${status} is not documented (${excerpt(answer.body)})`];
    const found: string[] = [];
    if (status === '429' && !/^\d+$/.test(String(answer.headers['retry-after'] ?? '')))
      found.push('429 without Retry-After');
    const content = documented.content;
    if (!content) return found;
    const type = String(answer.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    const key = Object.keys(content).find((k) => k === type || (k.endsWith('/*') && type.startsWith(k.slice(0, -1))));
    if (!key)
      return [...found, `${status} as ${type || 'no content type'}, documented ${Object.keys(content).join(', ')}`];
    if (key !== 'application/json') return found;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [...found, `${status} is not JSON: ${excerpt(answer.body)}`];
    }
    const validate = ajv.getSchema(
      `${DOCUMENT_ID}#/${pointer('paths', operation.path, operation.method, 'responses', status, 'content', key, 'schema')}`,
    );
    if (validate && !validate(body))
      found.push(`${status} body ${excerpt(answer.body)} is not as documented: ${ajv.errorsText(validate.errors)}`);
    if (answer.statusCode >= 400 && LEAKS.test(answer.body))
      found.push(`${status} leaks internals: ${excerpt(answer.body)}`);
    return found;
  };
}

export function excerpt(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
