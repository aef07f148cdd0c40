/**
 * Every version of the request's offers and order confirmations, newest first: number, version, when and by whom
 * it was sent, its total and its PDF. A sent version never changes; a revision is the next version.
 */
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf'
import { Box, Button, Typography } from '@mui/material'
import { ArrayField, DataTable, useRecordContext, useTranslate } from 'react-admin'
import { CodeField, DateTimeField, MoneyField } from '../ui/fields'
import { Section } from '../ui/section'
import type { DeskDocument, DeskRequest } from './desk-request'

function PdfLink() {
  const document = useRecordContext<DeskDocument>()
  const translate = useTranslate()
  if (!document) return null
  return (
    <Button
      size="small"
      href={document.pdfUrl}
      target="_blank"
      rel="noopener"
      startIcon={<PictureAsPdfIcon />}
      aria-label={translate('desk.documents.pdf_of', { number: document.number, version: document.version })}
    >
      PDF
    </Button>
  )
}

export function RequestDocuments() {
  const request = useRecordContext<DeskRequest>()
  const translate = useTranslate()
  if (!request) return null
  return (
    <Section title="desk.documents.title">
      {(request.documents ?? []).length === 0 ? (
        <Typography variant="body2">{translate('desk.documents.none')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', overflowX: 'auto' }}>
          <ArrayField source="documents" label={false}>
            <DataTable<DeskDocument> bulkActionButtons={false} rowClick={false}>
              <DataTable.Col source="number" label="desk.documents.number" disableSort />
              <DataTable.Col source="version" label="desk.documents.version" disableSort />
              <DataTable.Col source="type" label="desk.documents.type" disableSort>
                <CodeField source="type" prefix="desk.documents.types" />
              </DataTable.Col>
              <DataTable.Col source="sentAt" label="desk.documents.sent_at" disableSort>
                <DateTimeField source="sentAt" />
              </DataTable.Col>
              <DataTable.Col source="sentBy" label="desk.documents.sent_by" disableSort />
              <DataTable.Col source="total" label="desk.documents.total" align="right" disableSort>
                <MoneyField source="total" />
              </DataTable.Col>
              <DataTable.Col label="desk.documents.pdf" disableSort>
                <PdfLink />
              </DataTable.Col>
            </DataTable>
          </ArrayField>
        </Box>
      )}
    </Section>
  )
}
