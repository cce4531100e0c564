import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every module's tables, and the tables adapters own beside them (decision 037).
  schema: ['./src/db/schema/*.ts', './src/adapters/**/schema.ts'],
  out: './drizzle',
});
