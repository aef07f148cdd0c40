/**
 * Product attributes of one store view with their labels and options, loaded in one D1 round trip per request
 * (Magento's attribute metadata): the labels of filters, aggregations, custom_attributesV2 and configurable options.
 */
import type { Database } from '../kernel/database'

export type AttributeOption = { option_id: number; label: string; default_label: string; swatch_value: string | null }

export type ProductAttribute = {
  attribute_id: number
  attribute_code: string
  frontend_input: 'select' | 'text' | 'price' | 'weight'
  backend_type: 'int' | 'decimal' | 'varchar'
  position: number
  is_filterable: number
  is_searchable: number
  is_comparable: number
  is_visible_on_front: number
  used_in_product_listing: number
  label: string
  options: AttributeOption[]
}

export class AttributeIndex {
  readonly byCode = new Map<string, ProductAttribute>()
  readonly byId = new Map<number, ProductAttribute>()
  readonly #options = new Map<number, AttributeOption>()

  constructor(readonly all: ProductAttribute[]) {
    for (const a of all) {
      this.byCode.set(a.attribute_code, a)
      this.byId.set(a.attribute_id, a)
      for (const o of a.options) this.#options.set(o.option_id, o)
    }
  }

  option(optionId: number | null): AttributeOption | undefined {
    return optionId === null ? undefined : this.#options.get(optionId)
  }
}

export async function loadAttributeIndex(db: Database, storeId: number): Promise<AttributeIndex> {
  const d1 = db.$client
  const [attributes, options] = await d1.batch<Record<string, unknown>>([
    d1
      .prepare(
        `SELECT a.*, coalesce(s.value, d.value, a.attribute_code) AS label FROM eav_attribute a
         LEFT JOIN eav_attribute_label d ON d.attribute_id = a.attribute_id AND d.store_id = 0
         LEFT JOIN eav_attribute_label s ON s.attribute_id = a.attribute_id AND s.store_id = ?1
         ORDER BY a.position, a.attribute_id`,
      )
      .bind(storeId),
    d1
      .prepare(
        `SELECT o.option_id, o.attribute_id, o.swatch_value, d.value AS default_label,
           coalesce(s.value, d.value) AS label FROM eav_attribute_option o
         JOIN eav_attribute_option_value d ON d.option_id = o.option_id AND d.store_id = 0
         LEFT JOIN eav_attribute_option_value s ON s.option_id = o.option_id AND s.store_id = ?1
         ORDER BY o.attribute_id, o.sort_order, o.option_id`,
      )
      .bind(storeId),
  ])
  const byAttribute = new Map<number, AttributeOption[]>()
  for (const o of (options?.results ?? []) as (AttributeOption & { attribute_id: number })[]) {
    const { attribute_id, ...option } = o
    byAttribute.set(attribute_id, [...(byAttribute.get(attribute_id) ?? []), option])
  }
  return new AttributeIndex(
    ((attributes?.results ?? []) as Omit<ProductAttribute, 'options'>[]).map((a) => ({
      ...a,
      options: byAttribute.get(a.attribute_id) ?? [],
    })),
  )
}
