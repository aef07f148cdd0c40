import { Trans } from '@lingui/react/macro'
import { ConfirmDialog } from '../../ui/confirm-dialog'

interface RemoveItemDialogProps {
  open: boolean
  productName: string
  onConfirm: () => void
  onCancel: () => void
}

/** The spec's confirmation before a cart line goes: a modal question with the product's name. */
export function RemoveItemDialog({ open, productName, onConfirm, onCancel }: RemoveItemDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={<Trans>Remove product?</Trans>}
      question={<Trans>Do you really want to remove {productName} from your cart?</Trans>}
      confirmLabel={<Trans>Remove</Trans>}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
