import type { CutChoice, CutListInput, CutToSizeOffer } from '../../contract/cut-to-size'
import type { ProductAttributes } from '../../contract/product'
import { type CutSettings, type Edge, formatCutList, type Offcut } from '../../rules/cut-list'
import type { ResultOf } from '../commerce/graphql'
import type { CutToSizeOptionsFragment, CutToSizeSettingsFragment } from './operations'

type OptionFields = NonNullable<NonNullable<ResultOf<typeof CutToSizeOptionsFragment>['options']>[number]>
type ChoiceFields = { uid: string; sku?: string | null; title?: string | null; sort_order?: number | null } | null

/**
 * The choices of the edge (sawn, milled) or the offcut (ship, keep) option in their sort order: a value's `sku` names
 * what it means to the rule (commerce/seed/custom-options.ts); its label is the store view's.
 */
function choicesOf<T extends string>(values: readonly ChoiceFields[] | null | undefined, meanings: readonly T[]) {
  return (values ?? [])
    .filter((value) => value != null)
    .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
    .flatMap((value): CutChoice<T>[] => {
      const meaning = meanings.find((entry) => entry === value.sku)
      return meaning ? [{ uid: value.uid, value: meaning, label: value.title ?? '' }] : []
    })
}

/**
 * A sheet's cut list on its product page: offered when the product has the cut list option (an area option), its
 * format and thickness are known and the store has cut-to-size settings; else null (rods, coils, fixed cut pieces).
 */
export function cutToSizeOffer(
  options: readonly (OptionFields | null)[] | null | undefined,
  attributes: Pick<ProductAttributes, 'length' | 'width' | 'strength'>,
  settings: CutSettings | null,
): CutToSizeOffer | null {
  const present = (options ?? []).filter((option) => option != null)
  const cutList = present.find((option) => option.__typename === 'CustomizableAreaOption')
  const { length, width, strength: thickness } = attributes
  if (!cutList || !('area' in cutList) || !cutList.area || !settings || !length || !width || !thickness) return null
  const choices = (typename: OptionFields['__typename']) => {
    const option = present.find((entry) => entry.__typename === typename)
    return option && 'choices' in option ? option.choices : null
  }
  return {
    sheet: { length, width, thickness },
    settings,
    cutListUid: cutList.area.uid,
    edges: choicesOf<Edge>(choices('CustomizableDropDownOption'), ['sawn', 'milled']),
    offcuts: choicesOf<Offcut>(choices('CustomizableRadioOption'), ['ship', 'keep']),
  }
}

const bandsOf = (bands: readonly ({ up_to?: number | null; value: number } | null)[]) =>
  bands.flatMap((band) => (band ? [{ upTo: band.up_to ?? null, value: band.value }] : []))

/** The store's cut-to-size settings as the cut list's rule reads them; null where the store has none. */
export function cutSettings(
  storeConfig: ResultOf<typeof CutToSizeSettingsFragment> | null | undefined,
): CutSettings | null {
  const fields = storeConfig?.cut_to_size
  if (!fields) return null
  return {
    trim: fields.trim,
    kerf: fields.kerf,
    minPiece: fields.min_piece,
    maxPieces: fields.max_pieces,
    tolerances: bandsOf(fields.tolerances),
    chargePerMetre: bandsOf(fields.charge_per_metre),
    milledSurchargePerMetre: fields.milled_surcharge_per_metre,
  }
}

/**
 * A cut list as Magento's adds take it (addProductsToCart, addProductsToWishlist): the "Zuschnitt" option's
 * entered_options, the list in the rule's canonical text.
 */
export function enteredCutList({ cutListUid, pieces }: Pick<CutListInput, 'cutListUid' | 'pieces'>) {
  return [{ uid: cutListUid, value: formatCutList(pieces) }]
}
