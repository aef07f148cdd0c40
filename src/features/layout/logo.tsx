import { appConfig } from '../../../app.config'

/** The brand and 'Kunststoffe'; links to the site root. */
export function Logo() {
  return (
    <a href="/" className="logo">
      <span className="logo__brand">{appConfig.brand}</span>{' '}
      <span className="logo__suffix">{appConfig.logoSuffix}</span>
    </a>
  )
}
