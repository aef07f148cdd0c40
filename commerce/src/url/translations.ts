import type { Translations } from '../kernel/phrase'

/** The url texts as Magento's de_DE language pack words them. */
export const urlTranslations: Translations = {
  de_DE: {
    '"url" argument should be specified and not empty':
      'Das Argument "url" muss angegeben werden und darf nicht leer sein',
  },
}
