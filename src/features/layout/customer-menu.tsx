import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId, useRef, useState } from 'react'
import type { CustomerView } from '../../../contract/customer'
import { useLocale } from '../../i18n/use-locale'
import { Icon } from '../../ui/icon'
import { useSignOut } from '../customer/use-sign-out'

/**
 * The signed-in customer in the header: their name opens a small menu with Account and Logout (a disclosure:
 * Escape or leaving it closes it, and the focus goes back to the name).
 */
export function CustomerMenu({ customer }: { customer: CustomerView }) {
  const { t } = useLingui()
  const locale = useLocale()
  const signOut = useSignOut()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const listId = useId()
  const close = () => setOpen(false)

  return (
    <nav
      className="customer-menu"
      aria-label={t`Customer account`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          close()
          button.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close()
      }}
    >
      <button
        ref={button}
        type="button"
        className="header__account"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((current) => !current)}
      >
        <Icon name="user" />
        <span className="header__action-label">
          {customer.firstname} {customer.lastname}
        </span>
      </button>
      <ul id={listId} className="customer-menu__list" hidden={!open}>
        <li>
          <Link to="/$locale/customer" params={{ locale }} className="customer-menu__item" onClick={close}>
            <Trans>Account</Trans>
          </Link>
        </li>
        <li>
          <button
            type="button"
            className="customer-menu__item"
            onClick={() => {
              close()
              void signOut()
            }}
          >
            <Trans>Logout</Trans>
          </button>
        </li>
      </ul>
    </nav>
  )
}
