import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // One file per domain column under schema/ (docs/decisions/architecture.md#domain-map); src/db/schema.ts only re-exports them.
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
