/**
 * Attribute metadata as Magento's EavGraphQl answers it: `customAttributeMetadataV2(attributes)` per entity type and
 * code with in-band errors. Only product attributes are answered here; the customer forms' attributes are the
 * customer module's (`attributesForm`).
 */
import { __ } from '../kernel/phrase'
import type { AttributeFrontendInputEnum, QueryResolvers } from '../kernel/resolvers-types.generated'
import type { ProductAttribute } from './attribute-repository'

/** The entity types of Magento's schema (AttributeEntityTypeEnum), by the codes `entity_type` takes. */
const ENTITY_TYPES = new Set(['catalog_product', 'catalog_category', 'customer', 'customer_address'])

function productAttributeMetadata(a: ProductAttribute) {
  return {
    __typename: 'CatalogAttributeMetadata' as const,
    code: a.attribute_code,
    label: a.label,
    entity_type: 'CATALOG_PRODUCT' as const,
    frontend_input: a.frontend_input.toUpperCase() as AttributeFrontendInputEnum,
    frontend_class: null,
    default_value: null,
    is_required: false,
    is_unique: false,
    is_comparable: a.is_comparable === 1,
    is_filterable: a.is_filterable === 1,
    is_filterable_in_search: a.is_filterable === 1,
    is_searchable: a.is_searchable === 1,
    is_visible_on_front: a.is_visible_on_front === 1,
    used_in_product_listing: a.used_in_product_listing === 1,
    is_html_allowed_on_front: false,
    is_used_for_price_rules: false,
    is_used_for_promo_rules: false,
    is_visible_in_advanced_search: false,
    is_wysiwyg_enabled: false,
    update_product_preview_image: false,
    use_product_image_for_swatch: false,
    swatch_input_type: a.options.some((o) => o.swatch_value) ? ('VISUAL' as const) : null,
    apply_to: null,
    options: a.options.map((o) => ({
      __typename: 'AttributeOptionMetadata' as const,
      label: o.label,
      value: String(o.option_id),
      is_default: false,
    })),
  }
}

type MetadataError = { type: 'ENTITY_NOT_FOUND' | 'ATTRIBUTE_NOT_FOUND'; message: string }

export const customAttributeMetadataV2: QueryResolvers['customAttributeMetadataV2'] = async (_root, args, ctx) => {
  const attributes = await ctx.loaders.attributes()
  const items: ReturnType<typeof productAttributeMetadata>[] = []
  const errors: MetadataError[] = []
  for (const input of args.attributes ?? []) {
    const entityType = (input.entity_type ?? '').toLowerCase()
    const code = input.attribute_code ?? ''
    const attribute = entityType === 'catalog_product' ? attributes.byCode.get(code) : undefined
    if (attribute) items.push(productAttributeMetadata(attribute))
    else if (!ENTITY_TYPES.has(entityType)) {
      errors.push({
        type: 'ENTITY_NOT_FOUND',
        message: ctx.translate(__('Entity "%1" could not be found.', input.entity_type ?? '')),
      })
    } else
      errors.push({
        type: 'ATTRIBUTE_NOT_FOUND',
        message: ctx.translate(__('Attribute code "%1" could not be found.', code)),
      })
  }
  return { items, errors }
}
