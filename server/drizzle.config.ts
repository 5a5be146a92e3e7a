import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Accounts in schema.ts; other domain columns add files under schema/ (DESIGN.md §7).
  schema: ['./src/db/schema.ts', './src/db/schema/*.ts'],
  out: './drizzle',
});
