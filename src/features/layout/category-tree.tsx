import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useLocale } from '../../i18n/use-locale'
import { Icon } from '../../ui/icon'
import { useCategoryTree } from './use-category-tree'

interface Category {
  uid: string
  name: string
  urlPath: string
  children: readonly Category[]
}

export function CategoryTree({ onNavigate }: { onNavigate: () => void }) {
  const { categories, isLoading, isError, retry } = useCategoryTree()
  if (isLoading) {
    return (
      <p className="panel-empty" aria-busy="true">
        <Trans>Loading categories…</Trans>
      </p>
    )
  }
  if (isError) {
    return (
      <div className="panel-empty">
        <p>
          <Trans>The categories could not be loaded.</Trans>
        </p>
        <button type="button" className="button" onClick={retry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  }
  return <CategoryList categories={categories} onNavigate={onNavigate} />
}

function CategoryList({ categories, onNavigate }: { categories: readonly Category[]; onNavigate: () => void }) {
  return (
    <ul className="category-tree">
      {categories.map((category) => (
        <CategoryItem key={category.uid} category={category} onNavigate={onNavigate} />
      ))}
    </ul>
  )
}

function CategoryItem({ category, onNavigate }: { category: Category; onNavigate: () => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const [open, setOpen] = useState(false)
  const { name } = category
  const listId = `category-${category.uid}`
  return (
    <li className="category-tree__item" data-open={open}>
      <span className="category-tree__row">
        <Link
          to="/$locale/$"
          params={{ locale, _splat: category.urlPath }}
          className="category-tree__link"
          onClick={onNavigate}
        >
          {name}
        </Link>
        {category.children.length > 0 && (
          <button
            type="button"
            className="icon-button category-tree__toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            <Icon name="chevron" className="category-tree__chevron" />
            <span className="visually-hidden">{t`Subcategories of ${name}`}</span>
          </button>
        )}
      </span>
      {category.children.length > 0 && (
        <div id={listId} hidden={!open}>
          <CategoryList categories={category.children} onNavigate={onNavigate} />
        </div>
      )}
    </li>
  )
}
