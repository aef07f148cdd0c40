/**
 * What a mail makes of the values written into its texts (a buyer's company, address, message, a product's name):
 * inert text, whatever was stored. One line, since a line break would start a paragraph of its own ("ACME GmbH⏎⏎
 * WICHTIG: Bankverbindung geändert"); and no web address a mail program would make a link of: each word that reads
 * as one (rules/single-line.ts) has its dots and `://` bracketed, as "evil[.]example", the way security notices quote
 * addresses. A value that is one e-mail address as a whole (a buyer's) stays as it is.
 */
import { readsAsWebAddress } from '../../../rules/single-line'
import { isEmail } from '../kernel/email-address'
import { Phrase } from '../kernel/phrase'

/** Line breaks, other control characters and Unicode's line and paragraph separators (a no-break space stays). */
const LINE_BREAKS = /[\p{Cc}\u2028\u2029]+/gu
const DOT = /[.。．｡]/g

const defused = (word: string) => (readsAsWebAddress(word) ? word.replaceAll('://', '[:]//').replace(DOT, '[.]') : word)

export function inertText(value: string): string {
  const line = value.replace(LINE_BREAKS, ' ').trim()
  if (isEmail(line)) return line
  return line.split(' ').map(defused).join(' ')
}

/** The phrase with every text argument, at any depth, made inert. */
export function withInertArguments(phrase: Phrase): Phrase {
  return new Phrase(
    phrase.text,
    phrase.args.map((arg) => {
      if (arg instanceof Phrase) return withInertArguments(arg)
      return typeof arg === 'string' ? inertText(arg) : arg
    }),
  )
}
