import { Trans } from '@lingui/react/macro'
import { ConfirmDialog } from '../../../ui/confirm-dialog'

interface DeleteAddressDialogProps {
  address: string | null
  onConfirm: () => void
  onCancel: () => void
}

/** The spec's confirmation before an address goes (§5). */
export function DeleteAddressDialog({ address, onConfirm, onCancel }: DeleteAddressDialogProps) {
  return (
    <ConfirmDialog
      open={address !== null}
      title={<Trans>Delete address?</Trans>}
      question={<Trans>Do you really want to delete the address {address}?</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
