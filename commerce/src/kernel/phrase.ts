/**
 * Magento's Phrase (`__('Could not find a cart with ID "%1"', $id)`): the English text with numbered placeholders,
 * rendered in the store view's language when the answer is written. Error categories and user_error codes are
 * derived from the English text and never change with the language.
 */
export type Argument = string | number | Phrase

/** Translations of English texts, per locale (Magento's language packs, e.g. de_DE). */
export type Dictionary = Readonly<Record<string, string>>
export type Translations = Readonly<Record<string, Dictionary>>

export class Phrase {
  constructor(
    readonly text: string,
    readonly args: readonly Argument[] = [],
  ) {}

  /** The text in the language of `dictionary` (English without one or without an entry), arguments filled in. */
  render(dictionary?: Dictionary): string {
    const template = dictionary?.[this.text] ?? this.text
    return template.replace(/%(\d+)/g, (placeholder, n: string) => {
      const arg = this.args[Number(n) - 1]
      if (arg === undefined) return placeholder
      return arg instanceof Phrase ? arg.render(dictionary) : String(arg)
    })
  }

  toString(): string {
    return this.render()
  }
}

/** Magento's `__()`. */
export const __ = (text: string, ...args: Argument[]) => new Phrase(text, args)

/** The dictionaries of several modules merged per locale. */
export function mergeTranslations(all: readonly (Translations | undefined)[]): Map<string, Dictionary> {
  const merged = new Map<string, Dictionary>()
  for (const translations of all) {
    for (const [locale, dictionary] of Object.entries(translations ?? {})) {
      merged.set(locale, { ...merged.get(locale), ...dictionary })
    }
  }
  return merged
}
