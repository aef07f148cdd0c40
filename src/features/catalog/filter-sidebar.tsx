import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, startTransition, useEffect, useId, useState } from 'react'
import { useChoice } from '../../ui/choice'
import { Dialog, useDialogTrigger } from '../../ui/dialog'
import { useNearViewport } from '../../ui/use-near-viewport'
import type { StockList } from './use-stock-list'

/** Options a group shows before "Show more". */
const VISIBLE_OPTIONS = 6

type Group = StockList['groups'][number]
type Option = Group['options'][number]

/**
 * The filters as a column beside the products, from 1024 px. Its groups render once the column is on screen, after
 * hydration: below 1024 px it is hidden, and a phone's first HTML (whose parse is on the way to its first paint)
 * leaves out its few hundred elements. The column keeps its width meanwhile, so nothing beside it moves.
 */
export function FilterSidebar({ list }: { list: StockList }) {
  const { t } = useLingui()
  const [ref, shown] = useNearViewport<HTMLElement>()
  return (
    <aside ref={ref} className="filter-sidebar" aria-label={t`Filters`}>
      <h2 className="filter-sidebar__title">
        <FiltersTitle list={list} />
      </h2>
      {shown && <FilterGroups list={list} />}
    </aside>
  )
}

/**
 * Below 1024 px the filters are a sheet from the bottom that the toolbar's Filters button opens; it stays open while
 * the buyer ticks, and its button with the number of products they leave is always in view. Whether it is open is
 * this button's own state: opening it renders the sheet, not the products.
 */
export function FilterSheetButton({ list }: { list: StockList }) {
  const [open, setOpen] = useState(false)
  const trigger = useDialogTrigger()
  return (
    <>
      <button
        type="button"
        className="button button--secondary toolbar__filters"
        aria-haspopup="dialog"
        aria-expanded={open}
        // A transition, as a panel's opening is (src/ui/panels/use-panels.tsx): the tap paints before the sheet.
        onClick={() => startTransition(() => setOpen(true))}
        {...trigger}
      >
        <Trans>Filters</Trans>
        {list.chosen.length > 0 && <span className="toolbar__filter-count">({list.chosen.length})</span>}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        placement="bottom"
        title={<FiltersTitle list={list} />}
        footer={
          <button type="button" className="button filter-sheet__results" onClick={() => setOpen(false)}>
            <Plural value={list.totalCount} one="Show # product" other="Show # products" />
          </button>
        }
      >
        <FilterGroups list={list} />
      </Dialog>
    </>
  )
}

/** "Filters", or for a search that found nothing, whose search they are: the one that found the items near it. */
function FiltersTitle({ list }: { list: StockList }) {
  const term = list.filtersFor
  return term ? <Trans>Filters for “{term}”</Trans> : <Trans>Filters</Trans>
}

/**
 * Measures typed as a from–to range (thickness, diameter, length, width), price buckets and options (material,
 * colour…: any number) with the number of products each leaves. Every change is a client-side navigation, so the
 * focus stays where it was.
 */
function FilterGroups({ list }: { list: StockList }) {
  return list.groups.map((group) => (
    <details key={group.code} className="filter-group" open>
      <summary className="filter-group__title">{group.label}</summary>
      {group.kind === 'range' && group.code !== 'price' ? (
        <RangeInputs group={group} list={list} />
      ) : (
        <OptionList group={group} list={list} />
      )}
    </details>
  ))
}

function OptionList({ group, list }: { group: Group; list: StockList }) {
  const id = useId()
  const lastChosen = group.options.findLastIndex((option) => option.chosen)
  const [expanded, setExpanded] = useState(lastChosen >= VISIBLE_OPTIONS)
  const options = expanded ? group.options : group.options.slice(0, VISIBLE_OPTIONS)
  const hidden = group.options.length - VISIBLE_OPTIONS
  return (
    <fieldset className="filter-group__options" id={id}>
      <legend className="visually-hidden">{group.label}</legend>
      {options.map((option) => (
        <FilterOption key={option.value} option={option} onToggle={() => list.toggleFilter(group.code, option.value)} />
      ))}
      {hidden > 0 && (
        <button
          type="button"
          className="filter-group__more"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? <Trans>Show less</Trans> : <Trans>Show more ({hidden})</Trans>}
        </button>
      )}
    </fieldset>
  )
}

/** An option as a checkbox that shows its tick in the tap's own paint; the list for it follows. */
function FilterOption({ option, onToggle }: { option: Option; onToggle: () => unknown }) {
  const [chosen, choose] = useChoice(option.chosen, onToggle)
  return (
    <label className="filter-option">
      <input type="checkbox" checked={chosen} onChange={(event) => choose(event.target.checked)} />
      <span className="filter-option__label">{option.label}</span>
      <span className="filter-option__count">
        <span className="visually-hidden">
          <Trans>Products:</Trans>{' '}
        </span>
        {option.count}
      </span>
    </label>
  )
}

/** A chosen "from_to" range split into its two sides ('' for an open side). */
function sides(range: string): [string, string] {
  const [from = '', to = ''] = range.split('_')
  return [from, to]
}

/**
 * A measure as two number fields (from, to) with the smallest and largest value the list holds as hints; the range
 * applies with its Apply button, Enter, or when the focus leaves the pair; Clear removes a chosen range. Both buttons
 * are always there (Clear disabled while nothing is chosen), so choosing moves nothing.
 */
function RangeInputs({ group, list }: { group: Group; list: StockList }) {
  const { t } = useLingui()
  const id = useId()
  const chosen = list.rangeOf(group.code)
  const [from, setFrom] = useState(() => sides(chosen)[0])
  const [to, setTo] = useState(() => sides(chosen)[1])
  useEffect(() => {
    const [nextFrom, nextTo] = sides(chosen)
    setFrom(nextFrom)
    setTo(nextTo)
  }, [chosen])
  const values = group.options.map((option) => Number(option.value.split('_')[0]))
  const min = Math.min(...values)
  const max = Math.max(...values)
  const apply = (event?: FormEvent) => {
    event?.preventDefault()
    list.setRange(group.code, from, to)
  }
  const field = (side: 'from' | 'to', value: string, set: (value: string) => void, label: string) => (
    <label className="filter-range__field" htmlFor={`${id}-${side}`}>
      <span className="filter-range__label">{label}</span>
      <input
        id={`${id}-${side}`}
        className="input filter-range__input"
        // Text with a decimal keypad: a number field would drop a German decimal comma ("2,5" became 25).
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={String(side === 'from' ? min : max)}
        value={value}
        onChange={(event) => set(event.target.value)}
      />
    </label>
  )
  return (
    <form
      className="filter-range"
      onSubmit={apply}
      // Applied when the focus leaves the pair, not between "from" and "to": the list reloads once, with both.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) apply()
      }}
      noValidate
    >
      <fieldset className="filter-range__fields">
        <legend className="visually-hidden">{group.label}</legend>
        {field('from', from, setFrom, t`from`)}
        {field('to', to, setTo, t`to`)}
      </fieldset>
      <div className="filter-range__actions">
        <button type="submit" className="button button--secondary filter-range__apply">
          <Trans>Apply</Trans>
          <span className="visually-hidden"> {group.label}</span>
        </button>
        <button
          type="button"
          className="filter-range__clear"
          disabled={!chosen}
          onClick={(event) => {
            // The button is disabled once the range is gone: the focus goes to the first field instead of the page.
            event.currentTarget.form?.querySelector('input')?.focus()
            list.setRange(group.code, '', '')
          }}
        >
          <Trans>Clear</Trans>
          <span className="visually-hidden"> {group.label}</span>
        </button>
      </div>
    </form>
  )
}
