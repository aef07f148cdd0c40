import { Trans } from '@lingui/react/macro'
import { Dialog } from '../../ui/dialog'

interface RemoveItemDialogProps {
  open: boolean
  productName: string
  onConfirm: () => void
  onCancel: () => void
}

/** The spec's confirmation before a cart line goes: a modal question with the product's name. */
export function RemoveItemDialog({ open, productName, onConfirm, onCancel }: RemoveItemDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel()
      }}
      placement="center"
      title={<Trans>Remove product?</Trans>}
    >
      <p className="confirm__question">
        <Trans>Do you really want to remove {productName} from your cart?</Trans>
      </p>
      <div className="confirm__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          <Trans>Remove</Trans>
        </button>
      </div>
    </Dialog>
  )
}
