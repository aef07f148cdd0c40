import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { z } from 'zod'
import { type AddedLineView, type CheckedLineView, orderLinesInputSchema } from '../../../contract/quick-order'
import { useTRPC } from '../../trpc/react'
import { checkedBy, useAppForm } from '../../ui/form/form-hook'
import { cartErrorMessage } from '../cart/cart-messages'
import { oneAtATime } from '../cart/use-add-to-cart'
import { useStoreCart } from '../cart/use-cart'
import { useNotify } from '../notifications/use-notifications'
import { decodeCsv, orderLinesOf, type ParsedOrder, parseOrderLines, replaceItemNumber } from './parse-order-lines'

/** The form: the text of lines, valid when it holds 1 to QUICK_ORDER_MAX_LINES readable lines. */
const quickOrderFormSchema = z.object({
  text: z
    .string()
    .transform((text) => orderLinesOf(parseOrderLines(text)))
    .pipe(orderLinesInputSchema.shape.lines),
})

interface Checked {
  /** The text the lines were read from: a changed text needs a new check before it is added. */
  text: string
  unreadable: ParsedOrder['unreadable']
  lines: CheckedLineView[]
}

/**
 * The quick order's state and actions (a talon): the text of lines (typed, pasted or read from a CSV file), their
 * check in one quickOrder.check, and the add of every valid line in one cart.addLines. What was typed stays on any
 * failure.
 */
export function useQuickOrder() {
  const trpc = useTRPC()
  const { i18n, t } = useLingui()
  const queryClient = useQueryClient()
  const cartCache = useStoreCart()
  const { notify } = useNotify()
  const [checked, setChecked] = useState<Checked | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [added, setAdded] = useState<AddedLineView[] | null>(null)
  const addLines = useMutation(trpc.cart.addLines.mutationOptions())

  const form = useAppForm({
    defaultValues: { text: '' },
    ...checkedBy(quickOrderFormSchema),
    onSubmit: async ({ value }) => {
      const order = parseOrderLines(value.text)
      setFailure(null)
      setAdded(null)
      try {
        const lines = await queryClient.fetchQuery({
          ...trpc.quickOrder.check.queryOptions({ lines: orderLinesOf(order) }),
          staleTime: 0,
        })
        setChecked({ text: value.text, unreadable: order.unreadable, lines })
      } catch (cause) {
        setChecked(null)
        setFailure(cartErrorMessage(i18n, cause))
      }
    },
  })

  const validLines = checked?.lines.filter((line) => line.problem === null) ?? []

  async function addValidLines(): Promise<void> {
    if (validLines.length === 0 || addLines.isPending) return
    setFailure(null)
    try {
      const result = await oneAtATime(() =>
        addLines.mutateAsync({ lines: validLines.map(({ sku, quantity }) => ({ sku, quantity })) }),
      )
      if (result.cart) {
        await cartCache.cancelReads()
        cartCache.store(result.cart)
      }
      setAdded(result.lines)
      const count = result.lines.filter((line) => line.added).length
      if (count > 0) {
        notify({
          type: 'success',
          message: t`${plural(count, { one: '# line added to your cart.', other: '# lines added to your cart.' })}`,
        })
      }
    } catch (cause) {
      const message = cartErrorMessage(i18n, cause)
      setFailure(message)
      notify({ type: 'danger', message })
    }
  }

  /** A CSV file's lines replace the text and are checked at once. */
  async function readFile(file: File): Promise<void> {
    form.setFieldValue('text', decodeCsv(await file.arrayBuffer()))
    await form.handleSubmit()
  }

  /** A configurable product's line takes the chosen variant's number in its place and is checked again. */
  async function chooseVariant(sku: string, variantSku: string): Promise<void> {
    form.setFieldValue('text', replaceItemNumber(form.getFieldValue('text'), sku, variantSku))
    await form.handleSubmit()
  }

  return {
    form,
    checked,
    validLines,
    added,
    failure,
    isAdding: addLines.isPending,
    addValidLines,
    chooseVariant,
    readFile,
  }
}

export type QuickOrder = ReturnType<typeof useQuickOrder>
