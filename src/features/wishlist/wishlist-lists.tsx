import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import type { WishlistSummary } from '../../../contract/wishlist'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { useWishlist } from './use-wishlist'
import { useListName } from './wishlist-list-choice'
import '../../styles/beyond-first-paint.css'

/**
 * The buyer's lists, kept as order templates (Adobe's requisition lists are the model): choose the list the page,
 * the hearts and the sidebar work on, name it, start a new one.
 */
export function WishlistLists() {
  const wishlist = useWishlist()
  const listName = useListName()
  const selectId = useId()
  const [editing, setEditing] = useState<'rename' | 'create' | null>(null)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const current = wishlist.lists.find((list) => list.id === wishlist.wishlist?.id)
  const isDefault = current?.id === wishlist.lists[0]?.id
  const currentName = current ? listName(current) : ''
  return (
    <div className="wishlist-lists">
      <div className="wishlist-lists__choice">
        <label htmlFor={selectId}>
          <Trans>Shown list</Trans>
        </label>
        <select
          id={selectId}
          className="select"
          value={current?.id ?? ''}
          onChange={(event) => {
            setEditing(null)
            wishlist.chooseList(event.target.value)
          }}
        >
          {wishlist.lists.map((list) => (
            <option key={list.id} value={list.id}>
              {listName(list)} ({list.itemsCount})
            </option>
          ))}
        </select>
        <button type="button" className="button button--secondary" onClick={() => setEditing('rename')}>
          <Trans>Rename list</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={() => setEditing('create')}>
          <Trans>New list</Trans>
        </button>
        {current && !isDefault && (
          <button type="button" className="button button--secondary" onClick={() => setConfirmDelete(true)}>
            <Trans>Delete list</Trans>
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title={<Trans>Delete the list?</Trans>}
        question={<Trans>Do you want to delete the list “{currentName}” with its products?</Trans>}
        confirmLabel={<Trans>Delete list</Trans>}
        onConfirm={() => {
          setConfirmDelete(false)
          void wishlist.deleteList()
        }}
        onCancel={() => setConfirmDelete(false)}
      />
      {editing && (
        <ListNameForm
          key={editing}
          initial={editing === 'rename' ? (current?.name ?? '') : ''}
          others={wishlist.lists.filter((list) => editing === 'create' || list.id !== current?.id)}
          isNew={editing === 'create'}
          onSave={async (name) => {
            const saved = editing === 'create' ? await wishlist.createList(name) : await wishlist.renameList(name)
            if (saved) setEditing(null)
          }}
          onCancel={() => setEditing(null)}
        />
      )}
    </div>
  )
}

/** The name of a new or renamed list: required, and not the name of another of the buyer's lists. */
function ListNameForm(props: {
  initial: string
  others: readonly WishlistSummary[]
  isNew: boolean
  onSave: (name: string) => Promise<void>
  onCancel: () => void
}) {
  const { t } = useLingui()
  const listName = useListName()
  const inputId = useId()
  const errorId = useId()
  const [name, setName] = useState(props.initial)
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) return setProblem(t`Enter a name for the list.`)
    if (props.others.some((list) => listName(list) === trimmed))
      return setProblem(t`You have a list of this name already.`)
    setProblem(null)
    setSaving(true)
    await props.onSave(trimmed)
    setSaving(false)
  }
  return (
    <form className="wishlist-lists__form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={inputId} className="field__label">
          {props.isNew ? <Trans>Name of the new list</Trans> : <Trans>New name of the list</Trans>}
        </label>
        <input
          id={inputId}
          className="input field__input"
          value={name}
          maxLength={255}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          // biome-ignore lint/a11y/noAutofocus: the form opens on the buyer's press, to type the name at once
          autoFocus
        />
        {problem && (
          <p id={errorId} className="field__error">
            {problem}
          </p>
        )}
      </div>
      <button type="submit" className="button" aria-disabled={saving || undefined}>
        <Trans>Save</Trans>
      </button>
      <button type="button" className="button button--secondary" onClick={props.onCancel}>
        <Trans>Cancel</Trans>
      </button>
    </form>
  )
}
