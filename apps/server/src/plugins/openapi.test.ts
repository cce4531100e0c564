/**
 * The served OpenAPI document is one tools accept (decision 043): Redocly's recommended lint finds
 * no error in it, every operation has the contract's operationId, says who may call it and
 * documents its errors with their bodies, and the committed types generated from it
 * (openapi-types.d.ts, used by openapi-client.test.ts) are those of the document served now.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { format, resolveConfig } from 'prettier';
import { ENDPOINTS, OPERATION_IDS, operationKey } from '@memeforge/contract';
import { buildTestApp, type TestApp } from '../test-support';
import { BILLING_EVENT_TYPES } from '../adapters/billing';
import { generateApiTypes } from '../test-support/openapi-typegen';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const TYPES_FILE = path.join(import.meta.dirname, 'openapi-types.d.ts');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let document: Document;

beforeAll(async () => {
  t = await buildTestApp();
  const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.openapi });
  expect(response.statusCode).toBe(200);
  document = response.json<Document>();
});
afterAll(() => t?.close());

function operations(): { method: string; path: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method, path, operation })),
  );
}

/** `/memes/item/{memeId}/` → `/memes/item/:memeId/`, the form the routes are mounted (and keyed) in. */
const fastifyPath = (openapiPath: string) => openapiPath.replace(/\{([^}]+)\}/g, ':$1');

/**
 * Warnings the recommended rules give that are the API's nature, not a flaw; any other warning
 * fails the test, so the document cannot slide back.
 */
const EXPECTED_WARNINGS = new Set([
  // These take no input and need no session: there is no 4xx for them to answer.
  ...[ENDPOINTS.health, ENDPOINTS.ready, ENDPOINTS.authProviders, ENDPOINTS.billingPlans, ENDPOINTS.landing].map(
    (p) => `operation-4xx-response #/paths/${p.replaceAll('/', '~1')}/get/responses`,
  ),
  `operation-4xx-response #/paths/${ENDPOINTS.templateSitemap.replaceAll('/', '~1')}/get/responses`,
  // Starting Google sign-in is a redirect (302) to Google: it has no 2xx.
  `operation-2xx-response #/paths/${ENDPOINTS.googleLogin.replaceAll('/', '~1')}/get/responses`,
]);

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with a server, and Redocly’s recommended lint finds no error in it', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: expect.stringMatching(/^https?:\/\//), description: expect.any(String) }]);

    const dir = await mkdtemp(path.join(tmpdir(), 'openapi-lint-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      const cli = path.join(
        path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
        'bin/cli.js',
      );
      const result = await promisify(execFile)(
        process.execPath,
        [cli, 'lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format=json', '--max-problems=1000'],
        {
          timeout: 120_000,
          maxBuffer: 64 * 1024 * 1024,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      ).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr }));
      const report = JSON.parse(result.stdout) as {
        problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
      };
      const described = (p: (typeof report.problems)[number]) => `${p.ruleId} ${p.location[0]?.pointer}`;
      expect(report.problems.filter((p) => p.severity === 'error').map((p) => `${described(p)}: ${p.message}`)).toEqual(
        [],
      );
      expect(report.problems.map(described).filter((problem) => !EXPECTED_WARNINGS.has(problem))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('names every operation with the contract’s operationId, and every entry of the table is a route', () => {
    const found = operations().map(({ method, path, operation }) => ({
      key: operationKey(method, fastifyPath(path)),
      operationId: operation.operationId,
    }));
    expect(found.filter(({ operationId }) => !operationId).map(({ key }) => key)).toEqual([]);
    for (const { key, operationId } of found) expect(operationId, key).toBe(OPERATION_IDS[key]);
    expect(Object.keys(OPERATION_IDS).filter((key) => !found.some((f) => f.key === key))).toEqual([]);
    const ids = [...Object.values(OPERATION_IDS), ...webhookOperations().map((op) => op.operationId)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says who may call each operation: signed in by Bearer or cookie, optionally, or anyone; and which take an API key with which scope', () => {
    const security = (id: string) =>
      operations().find(({ operation }) => operation.operationId === id)!.operation.security;
    const signedIn = [{ bearer: [] }, { cookie: [] }];
    expect(security('generateMemes')).toEqual([...signedIn, { apiKey: ['generate'] }]);
    expect(security('listUserMemes')).toEqual([...signedIn, { apiKey: ['read'] }]);
    expect(security('sendChatTurn')).toEqual([...signedIn, { apiKey: ['edit'] }]);
    expect(security('getCurrentPackage')).toEqual(signedIn);
    expect(security('changePassword')).toEqual(signedIn);
    expect(security('createApiKey')).toEqual(signedIn);
    expect(security('logout')).toEqual([{}, ...signedIn]);
    expect(security('getHealth')).toEqual([]);
    expect(security('signUp')).toEqual([]);
    for (const { path, method, operation } of operations()) {
      expect(operation.security, `${method} ${path}`).toBeDefined();
      const signedInOnly =
        operation.security!.length > 0 && !operation.security!.some((s) => Object.keys(s).length === 0);
      // A call that needs a session can be refused for want of one.
      if (signedInOnly) expect(Object.keys(operation.responses), `${method} ${path}`).toContain('401');
    }
  });

  it('documents every error answer with its body, a 400 wherever there is input, and a 500 everywhere', () => {
    for (const { path, method, operation } of operations()) {
      const where = `${method} ${path}`;
      const statuses = Object.keys(operation.responses);
      expect(statuses, where).toContain('500');
      if (operation.parameters?.length || operation.requestBody) expect(statuses, where).toContain('400');
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        const bodies = Object.values(response.content ?? {});
        expect(bodies.length, `${where} ${status}`).toBeGreaterThan(0);
        for (const body of bodies) expect(body.schema, `${where} ${status}`).toBeDefined();
        expect(response.description, `${where} ${status}`).not.toBe('Default Response');
      }
    }
    const tooMany = operations().find(({ operation }) => operation.operationId === 'signUp')!.operation.responses[
      '429'
    ];
    expect(tooMany).toMatchObject({ headers: { 'retry-after': { schema: { type: 'integer' } } } });
  });

  it('documents the payment provider’s events as webhooks, each signed and narrowed to its type', () => {
    expect(Object.keys(document.webhooks).sort()).toEqual([...BILLING_EVENT_TYPES].sort());
    const paid = document.webhooks['invoice.paid']!.post!;
    expect(paid.operationId).toBe('onInvoicePaid');
    expect(paid.parameters).toContainEqual(expect.objectContaining({ name: 'Stripe-Signature', in: 'header' }));
    expect(JSON.stringify(paid.requestBody)).toContain('"const":"invoice.paid"');
    expect(Object.keys(paid.responses)).toEqual(expect.arrayContaining(['200', '400', '503']));
  });

  it('keeps only the component schemas something refers to, without zod’s `$id`s', () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain('"$id"');
    const { components } = document as unknown as { components: { schemas: Record<string, unknown> } };
    for (const name of Object.keys(components.schemas)) {
      expect(text, name).toContain(`"#/components/schemas/${name}"`);
    }
  });

  it(
    'matches the committed generated types (regenerate: npx vitest run --project server ' +
      'apps/server/src/plugins/openapi.test.ts -u)',
    async () => {
      const source = await generateApiTypes(document);
      const formatted = await format(source, { ...(await resolveConfig(TYPES_FILE)), filepath: TYPES_FILE });
      await expect(formatted).toMatchFileSnapshot(TYPES_FILE);
    },
    60_000,
  );
});

function webhookOperations(): Operation[] {
  return Object.values(document.webhooks).flatMap((item) => Object.values(item));
}
