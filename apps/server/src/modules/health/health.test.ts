import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, HealthResponseSchema } from '@memeforge/contract';
import { buildTestApp, type TestApp } from '../../test-support';
import { HEALTH_FAILURE_STATE } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/health when a component fails', () => {
  it('reports states, never the error message (which names hosts, users and paths)', async () => {
    const secretMessage = 'connect ECONNREFUSED 10.20.30.40:5432 user=memeforge_admin db=/srv/secret/pg';
    const executeSql = t.database.executeSql.bind(t.database);
    const queueHealth = t.queue.health.bind(t.queue);
    t.database.executeSql = async () => {
      throw new Error(secretMessage);
    };
    t.queue.health = async () => ({ ok: false, kind: 'pg-boss', error: secretMessage });
    try {
      const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.health });
      expect(response.statusCode).toBe(503);
      const body = HealthResponseSchema.parse(response.json());
      expect(body.status).toBe('degraded');
      expect(body.database).toMatchObject({ ok: false, error: HEALTH_FAILURE_STATE });
      expect(body.queue).toMatchObject({ ok: false, kind: 'pg-boss', error: HEALTH_FAILURE_STATE });
      expect(response.body).not.toContain('10.20.30.40');
      expect(response.body).not.toContain('memeforge_admin');
    } finally {
      t.database.executeSql = executeSql;
      t.queue.health = queueHealth;
    }
  });
});
