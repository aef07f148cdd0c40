/**
 * react-admin's data provider for commerce's admin REST API: one provider per resource, combined
 * (`combineDataProviders`): `requests` (Magento's orders), `documents` (offers and order confirmations) and
 * `reviews`. A request's one `update` is its assignment. A call of another resource is refused.
 */
import { combineDataProviders, type DataProvider } from 'react-admin'
import { documentsProvider } from './documents/documents-data'
import { requestsProvider } from './requests/requests-data'
import { reviewsProvider } from './reviews/reviews-data'
import { unsupported } from './unsupported'

/** react-admin types each call generic in its record type, which a provider of the desk's fixed records cannot prove. */
const providers = {
  requests: requestsProvider,
  documents: documentsProvider,
  reviews: reviewsProvider,
} as unknown as Record<string, DataProvider>

/** The desk's calls beside react-admin's, each with its resource first as combineDataProviders passes it. */
export type DeskDataProvider = DataProvider & Pick<typeof requestsProvider, 'commentRequest' | 'sendMailAgain'>

export const dataProvider = combineDataProviders(
  (resource) => providers[resource] ?? unsupported(resource),
) as DeskDataProvider
