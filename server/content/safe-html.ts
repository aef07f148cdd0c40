import filterXSS from 'xss'

/**
 * Catalogue and CMS HTML comes from the shop's back office (or a Magento admin) and is rendered as HTML: keep the
 * formatting tags and drop scripts, event handlers and javascript: URLs, so a pasted snippet can't run on our origin.
 */
export function safeHtml(html: string | null | undefined): string {
  return html ? filterXSS(html) : ''
}
