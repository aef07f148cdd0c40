import { Card, CardContent, Typography } from '@mui/material'
import { type ReactNode, useId } from 'react'
import { useTranslate } from 'react-admin'

/** A titled part of a page (a card with a heading, so screen readers can jump between them). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate()
  const heading = useId()
  return (
    <Card component="section" variant="outlined" aria-labelledby={heading}>
      <CardContent>
        <Typography id={heading} component="h2" variant="h6" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}
