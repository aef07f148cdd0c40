import type { Translations } from '../kernel/phrase'

/** The CMS texts as Magento's de_DE language pack words them. */
export const cmsTranslations: Translations = {
  de_DE: {
    '"identifiers" of CMS blocks should be specified': '"identifiers" der CMS-Blöcke müssen angegeben werden',
    'CMS Page with identifier "%1" does not exist.': 'Die CMS-Seite mit dem Bezeichner "%1" existiert nicht.',
    'Page id/identifier should be specified': 'Seiten-ID/Bezeichner muss angegeben werden',
    'The CMS block with the "%1" ID doesn\'t exist.': 'Der CMS-Block mit der ID "%1" existiert nicht.',
    'The CMS page with the "%1" ID doesn\'t exist.': 'Die CMS-Seite mit der ID "%1" existiert nicht.',
  },
}
