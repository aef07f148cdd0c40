import { setupI18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { appConfig, type Locale } from '../../../app.config'
import { activateLocale, loadAllTexts } from '../../i18n/activate'

/** The page's own look, inline: the offline page must show without any other request. */
const STYLE = `body{margin:0;font-family:system-ui,sans-serif;color:#1d2a36;background:#f4f6f8}
main{max-width:36rem;margin:15vh auto;padding:2rem;background:#fff;border-radius:8px;text-align:center}
h1{font-size:1.5rem;margin:0 0 1rem}p{line-height:1.5}
a{display:inline-block;margin:.5rem;padding:.75rem 1.25rem;border-radius:4px;background:#0a5c9e;color:#fff;text-decoration:none}
a.secondary{background:none;color:#0a5c9e;border:1px solid #0a5c9e}`

/**
 * The page the service worker (src/service-worker/sw.ts) shows in the visitor's language when a page cannot be
 * loaded for want of a network: a plain document without scripts, so it shows whatever page was asked for. "Try
 * again" reloads the address the visitor asked for.
 */
export async function offlineDocument(locale: Locale): Promise<string> {
  const i18n = setupI18n()
  await activateLocale(i18n, locale)
  await loadAllTexts(i18n)
  const title = i18n._(msg`You are offline`)
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${title} | ${appConfig.brand}</title><style>${STYLE}</style></head>
<body><main><h1>${title}</h1>
<p>${i18n._(msg`This page cannot be loaded without an internet connection. Please check your connection and try again.`)}</p>
<a href="">${i18n._(msg`Try again`)}</a><a class="secondary" href="/${locale}">${i18n._(msg`Back to stock list`)}</a>
</main></body></html>`
}
