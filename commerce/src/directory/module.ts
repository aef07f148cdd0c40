import type { CommerceModule } from '../kernel/module'
import { directoryResolvers } from './resolvers'
import { directoryTranslations } from './translations'

/** Countries with regions, and the store view's currencies (Magento's DirectoryGraphQl). */
export const directoryModule: CommerceModule = { resolvers: directoryResolvers, translations: directoryTranslations }
