import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { canAddToWishlist } from '../../../contract/add-to-cart-rules'
import type { CutListInput } from '../../../contract/cut-to-size'
import type { WishlistItemView, WishlistSummary, WishlistView } from '../../../contract/wishlist'
import type { PieceIssue } from '../../../rules/cut-list'
import { errorData } from '../../trpc/error-data'
import { useTRPC } from '../../trpc/react'
import { cartErrorMessage } from '../cart/cart-messages'
import type { CutListSent } from '../cut-to-size/cut-list-editor'
import { useNotify } from '../notifications/use-notifications'
import { type PendingProduct, takePendingAdd } from './pending-add'

/** Spec §8: the wishlist's failures are kept per operation and logged; only a refused move to the cart is shown. */
export type WishlistOperation = 'load' | 'add' | 'remove' | 'clear' | 'quantity' | 'afterAddToCart' | 'lists'
export type WishlistFailures = Partial<Record<WishlistOperation, unknown>>

/** What a heart knows of its product; `variantSku` is a configurable product's chosen variant. */
export type WishlistProduct = PendingProduct

/** Spec §8's log text. */
const notSupported = (type: string) => `Product Type ${type} not supported in add to wishlist yet`

/**
 * A signed-in customer's wishlists: the chosen list (the default one until another is chosen) with its changes, the
 * customer's lists, the hearts' optimistic state and the failures. Hearts, sidebar and page work on the chosen list.
 * Used only with a customer session (./use-wishlist.tsx), never during server rendering, so it never holds up the
 * first byte.
 */
export function useWishlistState() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const { i18n, t } = useLingui()
  const { notify } = useNotify()
  /** The chosen list; undefined: the default one. */
  const [listId, setListId] = useState<string | undefined>(undefined)
  const onList = { listId }
  const query = useQuery(trpc.wishlist.get.queryOptions(onList))
  const listsQuery = useQuery(trpc.wishlist.lists.queryOptions())
  const lists: WishlistSummary[] = listsQuery.data ?? []
  const wishlist: WishlistView | null = query.data ?? null
  const [operationFailures, setFailures] = useState<WishlistFailures>({})
  const failures: WishlistFailures = query.error ? { ...operationFailures, load: query.error } : operationFailures
  /** The state a heart shows while its change is on its way (optimistic); dropped when the answer comes. */
  const [optimistic, setOptimistic] = useState<Readonly<Record<string, boolean>>>({})
  const [busyItems, setBusyItems] = useState<ReadonlySet<string>>(new Set())
  const addMutation = useMutation(trpc.wishlist.add.mutationOptions())
  const saveCutListMutation = useMutation(trpc.wishlist.saveCutList.mutationOptions())
  const removeMutation = useMutation(trpc.wishlist.remove.mutationOptions())
  const toCartMutation = useMutation(trpc.wishlist.addToCart.mutationOptions())
  const quantityMutation = useMutation(trpc.wishlist.setQuantity.mutationOptions())
  const allToCartMutation = useMutation(trpc.wishlist.addAllToCart.mutationOptions())
  const createMutation = useMutation(trpc.wishlist.create.mutationOptions())
  const renameMutation = useMutation(trpc.wishlist.rename.mutationOptions())
  const deleteMutation = useMutation(trpc.wishlist.delete.mutationOptions())

  const fail = (operation: WishlistOperation, error: unknown) => {
    console.error(`Wishlist ${operation} failed`, error)
    setFailures((current) => ({ ...current, [operation]: error }))
  }
  const succeed = (operation: WishlistOperation) =>
    setFailures((current) => {
      if (!(operation in current)) return current
      const { [operation]: _, ...rest } = current
      return rest
    })

  useEffect(() => {
    if (query.error) console.error('Wishlist load failed', query.error)
  }, [query.error])

  // A heart stands for the whole product: a saved cut list of the sheet is an item of its own, not the heart's.
  const itemOf = (sku: string) => wishlist?.items.find((item) => item.product.sku === sku && !item.cutList)
  const isOnWishlist = (sku: string) => optimistic[sku] ?? itemOf(sku) !== undefined

  /**
   * Keeps a wishlist the backend answered; a read that started before the change must not overwrite it. The lists'
   * counts are read again.
   */
  async function store(answered: WishlistView) {
    await queryClient.cancelQueries(trpc.wishlist.get.queryFilter())
    queryClient.setQueryData(trpc.wishlist.get.queryKey(onList), answered)
    await queryClient.invalidateQueries(trpc.wishlist.lists.queryFilter())
  }

  /** Runs a change of the wishlist and keeps the wishlist it answers; a failure leaves the wishlist as it was. */
  async function change(operation: WishlistOperation, call: () => Promise<WishlistView>): Promise<boolean> {
    try {
      await store(await call())
      succeed(operation)
      return true
    } catch (error) {
      fail(operation, error)
      return false
    }
  }

  async function withHeart(sku: string, shown: boolean, run: () => Promise<boolean>) {
    setOptimistic((current) => ({ ...current, [sku]: shown }))
    await run()
    setOptimistic(({ [sku]: _, ...rest }) => rest)
  }

  async function withBusyItems(ids: readonly string[], run: () => Promise<unknown>) {
    setBusyItems((current) => new Set([...current, ...ids]))
    await run()
    setBusyItems((current) => new Set([...current].filter((id) => !ids.includes(id))))
  }

  /** Adds the product unless it is there already (spec §4). */
  async function add(product: WishlistProduct) {
    if (!canAddToWishlist(product.typename)) return fail('add', new Error(notSupported(product.typename)))
    if (isOnWishlist(product.sku)) return
    const input = product.variantSku
      ? { sku: product.variantSku, parentSku: product.sku, listId }
      : { sku: product.sku, listId }
    await withHeart(product.sku, true, () => change('add', () => addMutation.mutateAsync(input)))
  }

  /**
   * Keeps a sheet's cut list on the chosen list: 'sent' when it was saved; the rows commerce refused when it was
   * not a list the sheet can give (the buyer is told either way).
   */
  async function saveCutList(sheet: { sku: string; parentSku?: string }, cutList: CutListInput): Promise<CutListSent> {
    try {
      await store(await saveCutListMutation.mutateAsync({ ...sheet, cutList, listId }))
      succeed('add')
      notify({ type: 'success', message: t`The cut list is saved in your wishlist.` })
      return 'sent'
    } catch (error) {
      fail('add', error)
      notify({ type: 'danger', icon: 'error', title: t`Wishlist error`, message: cartErrorMessage(i18n, error) })
      const issues: PieceIssue[] | undefined = errorData(error)?.cutListIssues
      return issues ?? 'failed'
    }
  }

  async function remove(itemIds: readonly string[], operation: 'remove' | 'clear' = 'remove') {
    if (itemIds.length === 0) return
    await withBusyItems(itemIds, () =>
      change(operation, () => removeMutation.mutateAsync({ itemIds: [...itemIds], listId })),
    )
  }

  /** Add-or-toggle (spec §4): removes the product when it is on the wishlist, else adds it. */
  async function toggle(product: WishlistProduct) {
    const item = itemOf(product.sku)
    if (!item) return add(product)
    await withHeart(product.sku, false, () =>
      change('remove', () => removeMutation.mutateAsync({ itemIds: [item.id], listId })),
    )
  }

  /** Moves an item to the cart: it leaves the wishlist on success (a saved cut list stays); a refusal keeps it (spec §4, §8). */
  async function addToCart(item: WishlistItemView) {
    await withBusyItems([item.id], async () => {
      try {
        const moved = await toCartMutation.mutateAsync({ itemId: item.id, listId })
        await store(moved.wishlist)
        succeed('afterAddToCart')
        const productName = moved.addedProduct
        notify({ type: 'success', message: t`You added ${productName} to your shopping cart.` })
        await queryClient.invalidateQueries(trpc.cart.pathFilter())
      } catch (error) {
        fail('afterAddToCart', error)
        notify({ type: 'danger', icon: 'error', title: t`Wishlist error`, message: cartErrorMessage(i18n, error) })
      }
    })
  }

  /** Keeps how many of the item the next order takes; a refusal is said and answers false. */
  async function setQuantity(item: WishlistItemView, quantity: number): Promise<boolean> {
    let saved = false
    await withBusyItems([item.id], async () => {
      saved = await change('quantity', () => quantityMutation.mutateAsync({ itemId: item.id, quantity, listId }))
    })
    if (!saved) {
      notify({ type: 'danger', icon: 'error', title: t`Wishlist error`, message: t`The quantity could not be saved.` })
    }
    return saved
  }

  /**
   * The list as an order template: every item goes to the cart with its quantity and the list stays as it is; each
   * item the cart refuses is named with the cart's words.
   */
  async function addAllToCart() {
    await withBusyItems(wishlist?.items.map((item) => item.id) ?? [], async () => {
      try {
        const moved = await allToCartMutation.mutateAsync(onList)
        await store(moved.wishlist)
        succeed('afterAddToCart')
        const added = moved.addedCount
        if (added > 0)
          notify({
            type: 'success',
            message: t`${plural(added, { one: 'You added # product to your shopping cart.', other: 'You added # products to your shopping cart.' })}`,
          })
        if (moved.refusals.length > 0) {
          const message = moved.refusals.map(({ product, userMessage }) => `${product}: ${userMessage}`).join(' ')
          notify({ type: 'danger', icon: 'error', title: t`Wishlist error`, message })
        }
        await queryClient.invalidateQueries(trpc.cart.pathFilter())
      } catch (error) {
        fail('afterAddToCart', error)
        notify({ type: 'danger', icon: 'error', title: t`Wishlist error`, message: cartErrorMessage(i18n, error) })
      }
    })
  }

  /** Saves a list's name through `save`; false when the shop refused it, which the buyer is told. */
  async function saveList(save: () => Promise<void>): Promise<boolean> {
    try {
      await save()
      succeed('lists')
      return true
    } catch (error) {
      fail('lists', error)
      notify({ type: 'danger', icon: 'error', title: t`Wishlist error`, message: t`The list could not be saved.` })
      return false
    }
  }

  /** A further list, named by the buyer; it becomes the chosen one. False when the shop refused it. */
  const createList = (name: string) =>
    saveList(async () => {
      const created = await createMutation.mutateAsync({ name })
      await queryClient.invalidateQueries(trpc.wishlist.lists.queryFilter())
      setListId(created.id)
    })

  /** Names the chosen list. False when the shop refused it. */
  async function renameList(name: string): Promise<boolean> {
    const id = wishlist?.id
    if (!id) return false
    return saveList(async () => {
      await renameMutation.mutateAsync({ listId: id, name })
      await queryClient.invalidateQueries(trpc.wishlist.pathFilter())
    })
  }

  /** Deletes the chosen list (never the default one); the default list is shown then. */
  async function deleteList(): Promise<void> {
    const id = wishlist?.id
    if (!id || id === lists[0]?.id) return
    try {
      await deleteMutation.mutateAsync({ listId: id })
      setListId(undefined)
      await queryClient.invalidateQueries(trpc.wishlist.lists.queryFilter())
      succeed('lists')
    } catch (error) {
      fail('lists', error)
      notify({ type: 'danger', icon: 'error', title: t`Wishlist error`, message: t`The list could not be deleted.` })
    }
  }

  // A guest's heart: the product is added once the visitor has signed in and the wishlist is known.
  const ready = query.isSuccess
  const addLatest = useRef(add)
  addLatest.current = add
  useEffect(() => {
    if (!ready) return
    const pending = takePendingAdd()
    if (pending) void addLatest.current(pending)
  }, [ready])

  return {
    wishlist,
    lists,
    chooseList: (id: string) => setListId(id === lists[0]?.id ? undefined : id),
    createList,
    renameList,
    deleteList,
    items: wishlist?.items ?? [],
    count: wishlist?.itemsCount ?? 0,
    isLoading: query.isPending,
    failures,
    reload: async () => {
      await query.refetch()
    },
    isOnWishlist,
    isBusy: (itemId: string) => busyItems.has(itemId),
    add,
    toggle,
    saveCutList,
    isSavingCutList: saveCutListMutation.isPending,
    remove: (item: WishlistItemView) => remove([item.id]),
    /** Removes every item from the customer's wishlist (one call), not just from this page. */
    clear: () => remove(wishlist?.items.map((item) => item.id) ?? [], 'clear'),
    addToCart,
    setQuantity,
    addAllToCart,
    isMovingAll: allToCartMutation.isPending,
  }
}

export type Wishlist = ReturnType<typeof useWishlistState>
