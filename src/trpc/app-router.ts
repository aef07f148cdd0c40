import type { TRPCClient } from '@trpc/client'
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query'
import type { AppRouter } from '../../server/router'

/** The only place src/ reaches into server/: the router's type, which types every tRPC call of the browser. */
export type { AppRouter }

/** The procedures as query and mutation options: the router context's `trpc`, for loaders and guards. */
export type TrpcOptions = TRPCOptionsProxy<AppRouter>

/** The procedures as plain calls: the router context's `trpcClient`. */
export type TrpcClient = TRPCClient<AppRouter>
