import type { Translate } from '../kernel/errors'
import { __ } from '../kernel/phrase'
import { withInertArguments } from './inert-text'
import type { Mail, RenderedMail } from './mail'

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/** The storefront of the mail: its name and the base its links start from (ends with the store view's path). */
export type Storefront = { name: string; baseUrl: string }

/** The mail in the request's language: the same words as plain text and as HTML. */
export function renderMail(mail: Mail, inLanguage: Translate, storefront: Storefront): RenderedMail {
  // The values in the texts are data: inert, one line each (inert-text.ts).
  const translate: Translate = (phrase) => inLanguage(withInertArguments(phrase))
  const greeting = translate(mail.greeting ?? (mail.name ? __('%1,', mail.name) : __('Hello,')))
  const paragraphs = mail.paragraphs.map(translate)
  const signature = translate(mail.signature ?? __('Thank you, %1!', storefront.name))
  const action = mail.action && {
    label: translate(mail.action.label),
    url: 'url' in mail.action ? mail.action.url : new URL(mail.action.path, storefront.baseUrl).href,
  }
  const text = [greeting, ...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), signature].join('\n\n')
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` : '',
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('')
  return {
    to: mail.to,
    subject: translate(mail.subject),
    text,
    html,
    links: action ? [action.url] : [],
    attachments: mail.attachments ?? [],
  }
}
