import { afterEach, describe, expect, it } from 'vitest';
import { GENERATED_MEMES_STORAGE_KEY, type User } from '@memeforge/contract';
import { readStoredUser, storeUser } from './storage';

const user = (id: number): User => ({
  pk: id,
  id,
  name: `Person ${id}`,
  email: `person${id}@example.com`,
  firstName: 'Person',
  lastName: String(id),
  isSuperuser: false,
});

afterEach(() => window.localStorage.clear());

describe('the stored user', () => {
  it("keeps the person's generated batch while the same person stays signed in", () => {
    storeUser(user(1));
    window.localStorage.setItem(GENERATED_MEMES_STORAGE_KEY, '{"memes":[]}');
    storeUser(user(1));
    expect(window.localStorage.getItem(GENERATED_MEMES_STORAGE_KEY)).not.toBeNull();
  });

  it('forgets the generated batch when the person signs out', () => {
    storeUser(user(1));
    window.localStorage.setItem(GENERATED_MEMES_STORAGE_KEY, '{"memes":[]}');
    storeUser(null);
    expect(readStoredUser()).toBeNull();
    expect(window.localStorage.getItem(GENERATED_MEMES_STORAGE_KEY)).toBeNull();
  });

  it('forgets the generated batch when someone else signs in on this browser', () => {
    storeUser(user(1));
    window.localStorage.setItem(GENERATED_MEMES_STORAGE_KEY, '{"memes":[]}');
    storeUser(user(2));
    expect(readStoredUser()?.id).toBe(2);
    expect(window.localStorage.getItem(GENERATED_MEMES_STORAGE_KEY)).toBeNull();
  });
});
