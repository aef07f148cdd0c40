import { createStart } from '@tanstack/react-start'
import { errorAdapter } from './features/errors/error-serialization'

/** TanStack Start's options: route errors keep what the error page reads on their way to the browser. */
export const startInstance = createStart(() => ({ serializationAdapters: [errorAdapter] }))
