import { useLingui } from '@lingui/react/macro'
import { Icon } from '../../ui/icon'
import type { MenuLink, MenuSection } from './corporate-site'
import { useMainMenu } from './use-main-menu'

/**
 * Company, Products, Industries, Career, Downloads, Contact. Wide screens show the sub-menus as dropdowns on hover,
 * focus or click; narrow screens collapse the menu behind a toggle with expandable sections.
 */
export function MainMenu() {
  const { t } = useLingui()
  const menu = useMainMenu()

  return (
    <nav className="main-menu" aria-label={t`Main menu`} onKeyDown={menu.onKeyDown} onBlur={menu.onBlur}>
      <button
        ref={menu.toggleRef}
        type="button"
        className="icon-button main-menu__toggle"
        aria-expanded={menu.mobileMenuOpen}
        aria-controls="main-menu-list"
        onClick={menu.toggleMobileMenu}
      >
        <Icon name={menu.mobileMenuOpen ? 'close' : 'menu'} />
        <span className="visually-hidden">{t`Main menu`}</span>
      </button>
      <ul id="main-menu-list" className="main-menu__list" data-open={menu.mobileMenuOpen}>
        {menu.sections.map((section) => (
          <MenuSectionItem key={section.id} section={section} isOpen={menu.isOpen} toggle={menu.toggle} />
        ))}
      </ul>
    </nav>
  )
}

interface ToggleProps {
  isOpen: (id: string) => boolean
  toggle: (id: string) => void
}

function MenuSectionItem({ section, isOpen, toggle }: { section: MenuSection } & ToggleProps) {
  const { i18n } = useLingui()
  const label = i18n._(section.label)
  if (section.links.length === 0) {
    return (
      <li className="main-menu__section">
        <a className="main-menu__link" href={section.href}>
          {label}
        </a>
      </li>
    )
  }
  const open = isOpen(section.id)
  const listId = `main-menu-${section.id}`
  return (
    <li className="main-menu__section" data-open={open}>
      <button
        type="button"
        className="main-menu__link main-menu__section-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => toggle(section.id)}
      >
        {label}
        <Icon name="chevron" className="main-menu__chevron" />
      </button>
      <ul id={listId} className="main-menu__submenu">
        {section.links.map((link) => (
          <MenuLinkItem key={link.id} link={link} isOpen={isOpen} toggle={toggle} />
        ))}
      </ul>
    </li>
  )
}

function MenuLinkItem({ link, isOpen, toggle }: { link: MenuLink } & ToggleProps) {
  const { i18n, t } = useLingui()
  const label = i18n._(link.label)
  if (link.variants.length === 0) {
    return (
      <li>
        <a className="main-menu__sublink" href={link.href}>
          {label}
        </a>
      </li>
    )
  }
  const open = isOpen(link.id)
  const listId = `main-menu-${link.id}`
  return (
    <li className="main-menu__family" data-open={open}>
      <span className="main-menu__family-row">
        <a className="main-menu__sublink" href={link.href}>
          {label}
        </a>
        <button
          type="button"
          className="icon-button main-menu__family-toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => toggle(link.id)}
        >
          <Icon name="chevron" className="main-menu__chevron" />
          <span className="visually-hidden">{t`${label}: variants`}</span>
        </button>
      </span>
      <ul id={listId} className="main-menu__variants">
        {link.variants.map((variant) => (
          <li key={variant.id}>
            <a className="main-menu__sublink" href={variant.href}>
              {i18n._(variant.label)}
            </a>
          </li>
        ))}
      </ul>
    </li>
  )
}
