import { procedure } from './trpc/init'

export const appRouter = { procedure }
export type AppRouter = typeof appRouter
