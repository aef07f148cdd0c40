/** A small red count on an icon button; nothing when the count is 0. The button's label carries the number. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null
  return (
    <span className="count-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  )
}
