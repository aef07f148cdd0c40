import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { PurchasableView } from '../../../contract/product'
import { useTRPC } from '../../trpc/react'

/**
 * The product page's state (a talon): the product, the chosen options of a configurable product and the variant
 * they select, what is shown for it (price, availability, attributes, gallery) and the gallery's current image.
 */
export function useProductPage(sku: string) {
  const trpc = useTRPC()
  const { data: product } = useSuspenseQuery(trpc.catalog.product.queryOptions({ sku }))
  const [chosen, setChosen] = useState<Record<string, string>>({})
  const [imageIndex, setImageIndex] = useState(0)

  const chosenUids = product.options.map((option) => chosen[option.uid]).filter((uid): uid is string => Boolean(uid))
  const variant =
    product.options.length > 0 && chosenUids.length === product.options.length
      ? product.variants.find((entry) => chosenUids.every((uid) => entry.optionValueUids.includes(uid)))
      : undefined
  const shown: PurchasableView = variant ?? product
  // The chosen variant's pictures replace the product's when it has any.
  const gallery = variant && variant.gallery.length > 0 ? variant.gallery : product.gallery
  const needsVariant = product.options.length > 0 && !variant

  /** Values that some variant offers together with the other chosen options. */
  const isAvailable = (optionUid: string, valueUid: string) =>
    product.variants.some(
      (entry) =>
        entry.optionValueUids.includes(valueUid) &&
        product.options.every(
          (option) =>
            option.uid === optionUid ||
            !chosen[option.uid] ||
            entry.optionValueUids.includes(chosen[option.uid] as string),
        ),
    )

  return {
    product,
    shown,
    variant,
    needsVariant,
    gallery,
    image: gallery[Math.min(imageIndex, gallery.length - 1)],
    imageIndex: Math.min(imageIndex, Math.max(gallery.length - 1, 0)),
    showImage: setImageIndex,
    chosen,
    choose: (optionUid: string, valueUid: string) => {
      setChosen((current) => ({ ...current, [optionUid]: valueUid }))
      setImageIndex(0)
    },
    isAvailable,
  }
}
