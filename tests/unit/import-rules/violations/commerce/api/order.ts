// Broken: the admin API module imports commerce's code behind it.
import type { context } from '../src/kernel/context'

export type RestOrder = { entity_id: number; context: typeof context }
