/**
 * Review moderation: the reviews waiting for approval (by default), approved or rejected one by one or several at
 * once. Each change can be undone for a few seconds before it reaches commerce.
 */
import BlockIcon from '@mui/icons-material/Block'
import CheckIcon from '@mui/icons-material/Check'
import { Stack } from '@mui/material'
import { BulkUpdateButton, DataTable, List, SelectInput, TextField, UpdateButton, useTranslate } from 'react-admin'
import { CodeField, DateTimeField } from '../ui/fields'
import { type DeskReview, reviewStatuses } from './reviews-data'

const statusChoices = reviewStatuses.map((status) => ({ id: status, name: `desk.review_status.${status}` }))

const filters = [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />]

const approval = {
  approve: { label: 'desk.reviews.approve', data: { status: 'approved' }, icon: <CheckIcon /> },
  reject: { label: 'desk.reviews.reject', data: { status: 'not_approved' }, icon: <BlockIcon /> },
}

function BulkModeration() {
  return (
    <>
      <BulkUpdateButton {...approval.approve} />
      <BulkUpdateButton {...approval.reject} />
    </>
  )
}

function RowModeration() {
  return (
    <Stack direction="row" spacing={1}>
      <UpdateButton {...approval.approve} />
      <UpdateButton {...approval.reject} />
    </Stack>
  )
}

export function ReviewList() {
  const translate = useTranslate()
  return (
    // Commerce answers the newest 100 of a status in one go: no paging, no sorting.
    <List filters={filters} filterDefaultValues={{ status: 'pending' }} pagination={false} exporter={false}>
      <DataTable<DeskReview> bulkActionButtons={<BulkModeration />} rowClick={false}>
        <DataTable.Col
          source="productId"
          disableSort
          render={(review) => translate('desk.reviews.product', { id: review.productId })}
        />
        <DataTable.Col source="nickname" disableSort />
        <DataTable.Col source="summary" disableSort />
        <DataTable.Col source="text" disableSort>
          <TextField source="text" sx={{ whiteSpace: 'pre-line' }} />
        </DataTable.Col>
        <DataTable.Col source="writtenAt" disableSort>
          <DateTimeField source="writtenAt" />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <CodeField source="status" prefix="desk.review_status" />
        </DataTable.Col>
        <DataTable.Col label={false} disableSort>
          <RowModeration />
        </DataTable.Col>
      </DataTable>
    </List>
  )
}
