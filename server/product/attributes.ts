import { workerConfig } from '../../app.config'
import type { ProductAttributes } from '../../contract/product'

interface SelectedOptionsFields {
  custom_attributesV2?: {
    items: readonly ({ code: string; selected_options?: readonly ({ label: string; value: string } | null)[] } | null)[]
  } | null
}

/** The store view's label of a select attribute's chosen option, from custom_attributesV2. */
export function selectedOption(product: SelectedOptionsFields, code: string): { label: string; value: string } | null {
  const item = product.custom_attributesV2?.items.find((entry) => entry?.code === code)
  return item?.selected_options?.find((option) => option != null) ?? null
}

/** The views' one cross-section measure: a sheet's thickness, or the diameter of a round piece (no width). */
export const crossSection = (product: { strength?: number | null; diameter?: number | null }) =>
  product.strength ?? product.diameter ?? null

interface AttributeFields extends SelectedOptionsFields {
  material?: number | null
  strength?: number | null
  diameter?: number | null
  length?: number | null
  width?: number | null
  weight?: number | null
  pieces_per_pallet?: number | null
  total_weight?: number | null
}

export function attributesOf(product: AttributeFields): ProductAttributes {
  return {
    material: selectedOption(product, 'material')?.label ?? null,
    color: selectedOption(product, 'color')?.label ?? null,
    strength: crossSection(product),
    length: product.length ?? null,
    width: product.width ?? null,
    packagingUnit: selectedOption(product, 'packaging_unit')?.label ?? null,
    piecesPerPallet: product.pieces_per_pallet ?? null,
    weightPerPiece: product.weight ?? null,
    totalWeight: product.total_weight ?? null,
    deliveryTime: selectedOption(product, 'delivery_time')?.label ?? null,
  }
}

/** The note for 30 and 40 mm PVC sheets in white and light grey (workerConfig.catalogue.coreDiscolourationNote). */
export function needsCoreDiscolourationNote(product: {
  material: number | null
  color: number | null
  strength: number | null
}): boolean {
  const rule = workerConfig.catalogue.coreDiscolourationNote
  return (
    product.material != null &&
    product.color != null &&
    product.strength != null &&
    (rule.materials as readonly number[]).includes(product.material) &&
    (rule.colors as readonly number[]).includes(product.color) &&
    (rule.strengthsMm as readonly number[]).includes(product.strength)
  )
}
