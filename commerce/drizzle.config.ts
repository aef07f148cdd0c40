import { defineConfig } from 'drizzle-kit'

// Run from the project root: `npm run db:generate` writes the next SQL migration into commerce/migrations.
// Every domain keeps its tables in src/<domain>/tables.ts.
export default defineConfig({
  dialect: 'sqlite',
  schema: './commerce/src/*/tables.ts',
  out: './commerce/migrations',
})
