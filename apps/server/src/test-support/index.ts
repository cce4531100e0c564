export { createTestDatabase } from './database';
export {
  buildTestApp,
  createTestUser,
  bearerFor,
  TEST_SECRET_KEY,
  TEST_PUBLIC_URL,
  type TestApp,
  type TestAppOptions,
} from './app';
