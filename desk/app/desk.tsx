/**
 * The sales desk: react-admin over commerce's admin REST API, for the company's sales clerks. The shell (react-admin,
 * sign-in, menu) loads first; each screen's code loads when it is opened (React.lazy; react-admin's layout shows its
 * loading indicator meanwhile).
 */
import InboxIcon from '@mui/icons-material/Inbox'
import RateReviewIcon from '@mui/icons-material/RateReview'
import { lazy } from 'react'
import { Admin, CustomRoutes, Resource } from 'react-admin'
import { BrowserRouter, Route } from 'react-router-dom'
import { authProvider } from './auth-provider'
import { dataProvider } from './data-provider'
import { i18nProvider } from './i18n/i18n-provider'

const RequestList = lazy(async () => ({ default: (await import('./requests/request-list')).RequestList }))
const RequestShow = lazy(async () => ({ default: (await import('./requests/request-show')).RequestShow }))
const ReviewList = lazy(async () => ({ default: (await import('./reviews/review-list')).ReviewList }))
const DocumentCompose = lazy(async () => ({ default: (await import('./documents/document-compose')).DocumentCompose }))

export function Desk() {
  return (
    <BrowserRouter>
      <Admin
        title="desk.title"
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        requireAuth
        // react-admin would otherwise report its use to its maker from the clerks' browsers
        disableTelemetry
      >
        <Resource
          name="requests"
          list={RequestList}
          show={RequestShow}
          icon={InboxIcon}
          recordRepresentation="number"
        />
        <Resource name="reviews" list={ReviewList} icon={RateReviewIcon} />
        <CustomRoutes>
          {/* an offer or an order confirmation of a request: /requests/{id}/compose/offer or …/confirmation */}
          <Route path="/requests/:id/compose/:type" element={<DocumentCompose />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  )
}
