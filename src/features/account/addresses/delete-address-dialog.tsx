import { Trans } from '@lingui/react/macro'
import { Dialog } from '../../../ui/dialog'

interface DeleteAddressDialogProps {
  address: string | null
  onConfirm: () => void
  onCancel: () => void
}

/** The spec's confirmation before an address goes (§5). */
export function DeleteAddressDialog({ address, onConfirm, onCancel }: DeleteAddressDialogProps) {
  return (
    <Dialog
      open={address !== null}
      onOpenChange={(next) => {
        if (!next) onCancel()
      }}
      placement="center"
      title={<Trans>Delete address?</Trans>}
    >
      <p className="confirm__question">
        <Trans>Do you really want to delete the address {address}?</Trans>
      </p>
      <div className="confirm__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          <Trans>Delete</Trans>
        </button>
      </div>
    </Dialog>
  )
}
