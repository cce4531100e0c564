import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, MESSAGES, UserSchema } from '@memeforge/contract';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function patch(payload: object) {
  const user = await createTestUser(t.database, { firstName: 'Old', lastName: 'Name', name: 'Old Name' });
  return t.app.inject({ method: 'PATCH', url: ENDPOINTS.user, headers: await bearerFor(t, user), payload });
}

describe('PATCH user', () => {
  it('changes the names, and the display name follows', async () => {
    const response = await patch({ firstName: 'Katherine', lastName: 'Johnson' });
    expect(response.statusCode).toBe(200);
    expect(UserSchema.parse(response.json())).toMatchObject({
      firstName: 'Katherine',
      lastName: 'Johnson',
      name: 'Katherine Johnson',
    });
  });

  it('answers the product.md §5 messages', async () => {
    expect((await patch({ firstName: '', lastName: '' })).json()).toEqual({ firstName: [MESSAGES.firstNameRequired] });
    expect((await patch({ firstName: 'x'.repeat(151), lastName: 'ok' })).json()).toEqual({
      firstName: [MESSAGES.firstNameTooLong],
    });
    expect((await patch({ firstName: 'ok', lastName: 'y'.repeat(151) })).json()).toEqual({
      lastName: [MESSAGES.lastNameTooLong],
    });
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: ENDPOINTS.user, payload: { firstName: 'A' } });
    expect(response.statusCode).toBe(401);
  });
});
