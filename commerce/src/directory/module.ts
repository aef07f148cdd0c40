import type { CommerceModule } from '../kernel/module'
import { directoryResolvers } from './resolvers'

/** Countries with regions, and the store view's currencies (Magento's DirectoryGraphQl). */
export const directoryModule: CommerceModule = { resolvers: directoryResolvers }
