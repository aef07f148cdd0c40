const paths = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6L6 18',
  cart: 'M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20.5h.01M17 20.5h.01',
  heart:
    'M12 20s-7.5-4.6-9.3-9.2C1.6 7.9 3.6 4.5 7 4.5c2 0 3.3 1.1 5 3 1.7-1.9 3-3 5-3 3.4 0 5.4 3.4 4.3 6.3C19.5 15.4 12 20 12 20z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  home: 'M3 11l9-7 9 7M5 9.5V20h5v-6h4v6h5V9.5',
  categories: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  table: 'M3 5h18v14H3zM3 10h18M3 15h18M9 5v14',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  sortAscending: 'M12 19V5M6 11l6-6 6 6',
  sortDescending: 'M12 5v14M6 13l6 6 6-6',
  sortable: 'M8 9l4-4 4 4M8 15l4 4 4-4',
  chevron: 'M6 9l6 6 6-6',
  check: 'M4 12.5l5 5L20 6.5',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5h.01',
  warning: 'M12 3L2 20h20L12 3zM12 10v4.5M12 17.5h.01',
  error: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7.5V13M12 16.5h.01',
} as const

export type IconName = keyof typeof paths

/** A decorative line icon; the control around it carries the accessible name. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  )
}
