// Broken: the router's type imported outside src/trpc/app-router.ts.
import type { AppRouter } from '../../server/router'

export const useTRPC = (): AppRouter | undefined => undefined
