import { defineConfig } from 'drizzle-kit'

// Run from the project root: `npm run db:generate` writes the next SQL migration into commerce/migrations.
export default defineConfig({
  dialect: 'sqlite',
  schema: './commerce/src/db/schema.ts',
  out: './commerce/migrations',
})
