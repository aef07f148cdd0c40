/**
 * ConfigurableProduct: its options (the super attributes with the values its variants have), the variants, and
 * `configurable_product_options_selection` for the option values chosen so far. Value uids are Magento's
 * base64("configurable/<attribute id>/<option id>").
 */
import type { Context } from '../kernel/context'
import type { ConfigurableProductResolvers } from '../kernel/resolvers-types.generated'
import { configurableOptionUid, encodeUid, configurableValueUid as valueUid } from '../kernel/uid'
import type { ProductAttribute } from './attribute-repository'
import { gallery, variantsOf } from './product-fields'
import type { ProductRecord } from './product-repository'

type Structure = { attributes: ProductAttribute[]; variants: ProductRecord[] }

async function structureOf(p: ProductRecord, ctx: Context): Promise<Structure> {
  const [structure, attributes, variants] = await Promise.all([
    ctx.loaders.configurables.load(p.entity_id),
    ctx.loaders.attributes(),
    variantsOf(p, ctx),
  ])
  return {
    attributes: (structure?.attribute_ids ?? [])
      .map((id) => attributes.byId.get(id))
      .filter((a): a is ProductAttribute => a !== undefined),
    variants,
  }
}

const optionOf = (v: ProductRecord, a: ProductAttribute) =>
  (v as unknown as Record<string, number | null>)[a.attribute_code] ?? null

function variantAttributes(v: ProductRecord, attributes: ProductAttribute[]) {
  return attributes.map((a) => {
    const value = optionOf(v, a)
    const option = a.options.find((o) => o.option_id === value)
    return {
      code: a.attribute_code,
      value_index: value,
      label: option?.label ?? null,
      uid: valueUid(a.attribute_id, value ?? 0),
    }
  })
}

export const configurableResolvers: ConfigurableProductResolvers = {
  configurable_options: async (p, _a, ctx) => {
    const { attributes, variants } = await structureOf(p, ctx)
    return attributes.map((a, position) => {
      const present = new Set(variants.map((v) => optionOf(v, a)))
      return {
        id: a.attribute_id,
        uid: configurableOptionUid(p.entity_id, a.attribute_id),
        attribute_id: String(a.attribute_id),
        attribute_uid: encodeUid(a.attribute_id),
        attribute_code: a.attribute_code,
        label: a.label,
        position,
        use_default: true,
        values: a.options
          .filter((o) => present.has(o.option_id))
          .map((o) => ({
            uid: valueUid(a.attribute_id, o.option_id),
            value_index: o.option_id,
            label: o.label,
            default_label: o.default_label,
            store_label: o.label,
            use_default_value: true,
            swatch_data: o.swatch_value ? { __typename: 'ColorSwatchData' as const, value: o.swatch_value } : null,
          })),
      }
    })
  },
  variants: async (p, _a, ctx) => {
    const { attributes, variants } = await structureOf(p, ctx)
    return variants.map((v) => ({ product: v, attributes: variantAttributes(v, attributes) }))
  },
  /**
   * The variant once every option has a value; until then the product's own gallery. Options available: per
   * attribute, the values of in-stock variants that match the values chosen for the other attributes.
   */
  configurable_product_options_selection: async (p, args, ctx) => {
    const { attributes, variants } = await structureOf(p, ctx)
    const chosen = new Set(args.configurableOptionValueUids ?? [])
    const selected = new Map<number, number>()
    for (const a of attributes) {
      for (const o of a.options)
        if (chosen.has(valueUid(a.attribute_id, o.option_id))) selected.set(a.attribute_id, o.option_id)
    }
    const matches = (v: ProductRecord, except?: number) =>
      [...selected].every(([attributeId, optionId]) => {
        const a = attributes.find((x) => x.attribute_id === attributeId)
        return attributeId === except || (a !== undefined && optionOf(v, a) === optionId)
      })
    const variant = selected.size === attributes.length ? (variants.find((v) => matches(v)) ?? null) : null
    const shown = variant ?? p
    return {
      variant,
      media_gallery: gallery(shown, ctx),
      options_available_for_selection: attributes.map((a) => ({
        attribute_code: a.attribute_code,
        option_value_uids: [
          ...new Set(
            variants
              .filter((v) => v.is_in_stock === 1 && matches(v, a.attribute_id))
              .map((v) => valueUid(a.attribute_id, optionOf(v, a) ?? 0)),
          ),
        ],
      })),
    }
  },
}
