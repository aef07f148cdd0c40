/**
 * Custom options of products (Magento's Catalog custom options, CatalogGraphQl's `options`): what the buyer enters
 * or chooses with a product — here a sheet's cut list, edge and offcut — with titles and prices per store view.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Database } from '../kernel/database'
import { inList } from '../kernel/lists'
import type {
  CustomizableAreaOption,
  CustomizableDropDownOption,
  CustomizableRadioOption,
} from '../kernel/resolvers-types.generated'
import { customOptionUid, customOptionValueUid } from '../kernel/uid'
import {
  catalogProductOption,
  catalogProductOptionPrice,
  catalogProductOptionTitle,
  catalogProductOptionTypePrice,
  catalogProductOptionTypeTitle,
  catalogProductOptionTypeValue,
} from './tables'

type Priced = { price: number; price_type: 'fixed' | 'percent' }
export type CustomOptionValue = Priced & {
  option_type_id: number
  sku: string | null
  sort_order: number
  title: string
}
export type CustomOption = Priced & {
  option_id: number
  product_id: number
  type: 'area' | 'drop_down' | 'radio'
  is_require: number
  sku: string | null
  max_characters: number | null
  sort_order: number
  title: string
  values: CustomOptionValue[]
}

/** The options of the products with their values, titled and priced in the store view (else its default). */
export async function loadCustomOptions(
  db: Database,
  storeId: number,
  productIds: number[],
): Promise<Map<number, CustomOption[]>> {
  const o = catalogProductOption
  const [title, defaultTitle] = [alias(catalogProductOptionTitle, 'ts'), alias(catalogProductOptionTitle, 'td')]
  const [price, defaultPrice] = [alias(catalogProductOptionPrice, 'ps'), alias(catalogProductOptionPrice, 'pd')]
  const v = catalogProductOptionTypeValue
  const [valueTitle, defaultValueTitle] = [
    alias(catalogProductOptionTypeTitle, 'vts'),
    alias(catalogProductOptionTypeTitle, 'vtd'),
  ]
  const [valuePrice, defaultValuePrice] = [
    alias(catalogProductOptionTypePrice, 'vps'),
    alias(catalogProductOptionTypePrice, 'vpd'),
  ]
  const options = db
    .select({
      option_id: o.option_id,
      product_id: o.product_id,
      type: o.type,
      is_require: o.is_require,
      sku: o.sku,
      max_characters: o.max_characters,
      sort_order: o.sort_order,
      title: sql<string>`coalesce(${title.title}, ${defaultTitle.title}, '')`,
      price: sql<number>`coalesce(${price.price}, ${defaultPrice.price}, 0)`,
      price_type: sql<Priced['price_type']>`coalesce(${price.price_type}, ${defaultPrice.price_type}, 'fixed')`,
    })
    .from(o)
    .leftJoin(title, and(eq(title.option_id, o.option_id), eq(title.store_id, storeId)))
    .leftJoin(defaultTitle, and(eq(defaultTitle.option_id, o.option_id), eq(defaultTitle.store_id, 0)))
    .leftJoin(price, and(eq(price.option_id, o.option_id), eq(price.store_id, storeId)))
    .leftJoin(defaultPrice, and(eq(defaultPrice.option_id, o.option_id), eq(defaultPrice.store_id, 0)))
    .where(inList(o.product_id, productIds))
    .orderBy(asc(o.product_id), asc(o.sort_order), asc(o.option_id))
  const values = db
    .select({
      option_id: v.option_id,
      option_type_id: v.option_type_id,
      sku: v.sku,
      sort_order: v.sort_order,
      title: sql<string>`coalesce(${valueTitle.title}, ${defaultValueTitle.title}, '')`,
      price: sql<number>`coalesce(${valuePrice.price}, ${defaultValuePrice.price}, 0)`,
      price_type: sql<
        Priced['price_type']
      >`coalesce(${valuePrice.price_type}, ${defaultValuePrice.price_type}, 'fixed')`,
    })
    .from(v)
    .innerJoin(o, eq(o.option_id, v.option_id))
    .leftJoin(valueTitle, and(eq(valueTitle.option_type_id, v.option_type_id), eq(valueTitle.store_id, storeId)))
    .leftJoin(
      defaultValueTitle,
      and(eq(defaultValueTitle.option_type_id, v.option_type_id), eq(defaultValueTitle.store_id, 0)),
    )
    .leftJoin(valuePrice, and(eq(valuePrice.option_type_id, v.option_type_id), eq(valuePrice.store_id, storeId)))
    .leftJoin(
      defaultValuePrice,
      and(eq(defaultValuePrice.option_type_id, v.option_type_id), eq(defaultValuePrice.store_id, 0)),
    )
    .where(inList(o.product_id, productIds))
    .orderBy(asc(v.option_id), asc(v.sort_order), asc(v.option_type_id))
  const [optionRows, valueRows] = await db.batch([options, values])
  const out = new Map<number, CustomOption[]>(productIds.map((id) => [id, []]))
  const byOption = new Map<number, CustomOption>()
  for (const row of optionRows) {
    const option = { ...row, values: [] }
    byOption.set(row.option_id, option)
    out.get(row.product_id)?.push(option)
  }
  for (const { option_id, ...value } of valueRows) byOption.get(option_id)?.values.push(value)
  return out
}

const PRICE_TYPES = { fixed: 'FIXED', percent: 'PERCENT' } as const

/** An option as CatalogGraphQl answers it (CustomizableAreaOption, CustomizableDropDownOption, …). */
export function customizableOption(
  option: CustomOption,
  productSku: string,
): CustomizableAreaOption | CustomizableDropDownOption | CustomizableRadioOption {
  const uid = customOptionUid(option.option_id)
  const base = {
    option_id: option.option_id,
    uid,
    title: option.title,
    required: option.is_require === 1,
    sort_order: option.sort_order,
  }
  if (option.type === 'area') {
    return {
      __typename: 'CustomizableAreaOption',
      ...base,
      product_sku: productSku,
      value: {
        uid,
        max_characters: option.max_characters,
        price: option.price,
        price_type: PRICE_TYPES[option.price_type],
        sku: option.sku,
      },
    }
  }
  return {
    __typename: option.type === 'drop_down' ? 'CustomizableDropDownOption' : 'CustomizableRadioOption',
    ...base,
    value: option.values.map((value) => ({
      uid: customOptionValueUid(option.option_id, value.option_type_id),
      option_type_id: value.option_type_id,
      title: value.title,
      sort_order: value.sort_order,
      price: value.price,
      price_type: PRICE_TYPES[value.price_type],
      sku: value.sku,
    })),
  }
}
