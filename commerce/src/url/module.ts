import type { CommerceModule } from '../kernel/module'
import { urlResolvers } from './resolvers'
import { urlTranslations } from './translations'

/** `route(url)` and `urlResolver(url)` over categories, products and CMS pages (Magento's UrlRewriteGraphQl). */
export const urlModule: CommerceModule = { resolvers: urlResolvers, translations: urlTranslations }
