/**
 * `POST /rest/V1/cache/clean` (an extension: Magento Open Source cleans its caches with `bin/magento cache:clean`
 * or in the admin panel, not over REST): empties the isolate caches of configuration and metadata, so that an
 * operator's change made in the database (e.g. a row of core_config_data) answers at once on the isolate that gets
 * the call; other isolates follow within a minute. Admin token as for every admin route; answers `true`.
 */
import { cleanIsolateCaches } from '../kernel/isolate-cache'
import { restJson } from '../kernel/rest-input'
import type { RestServices } from '../kernel/rest-router'

export const cacheServices: RestServices = {
  async cacheClean() {
    cleanIsolateCaches()
    return restJson(true)
  },
}
