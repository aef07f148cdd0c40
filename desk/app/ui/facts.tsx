import { Box } from '@mui/material'
import { Children, isValidElement, type ReactNode } from 'react'
import { Labeled } from 'react-admin'

/** Fields side by side, each under its label, as many to a row as the screen has room for. */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
        gap: 2,
        // a long e-mail address breaks rather than widening the page on a phone
        overflowWrap: 'anywhere',
      }}
    >
      {Children.map(children, (field) => (isValidElement(field) ? <Labeled>{field}</Labeled> : null))}
    </Box>
  )
}
