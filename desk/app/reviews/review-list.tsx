/**
 * Review moderation: the reviews waiting for approval (by default), approved or rejected one by one or several at
 * once (a table on wide screens, cards with their buttons on phones). Each change can be undone for a few seconds
 * before it reaches commerce.
 */
import BlockIcon from '@mui/icons-material/Block'
import CheckIcon from '@mui/icons-material/Check'
import { Rating, Stack, type Theme, Typography, useMediaQuery } from '@mui/material'
import {
  BulkUpdateButton,
  DataTable,
  List,
  SelectInput,
  SimpleList,
  TextField,
  UpdateButton,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { REVIEW_STATUSES } from '../../../commerce/api/review'
import { CodeField, DateTimeField } from '../ui/fields'
import { formatDateTime } from '../ui/format'
import type { DeskReview } from './reviews-data'

const statusChoices = REVIEW_STATUSES.map((status) => ({ id: status, name: `desk.review_status.${status}` }))

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
    <Stack component="span" direction="row" spacing={1}>
      <UpdateButton {...approval.approve} />
      <UpdateButton {...approval.reject} />
    </Stack>
  )
}

/** The product by name (its number when the catalogue no longer has it). */
function useProductName() {
  const translate = useTranslate()
  return (review: DeskReview) =>
    review.productName
      ? `${review.productName}${review.productSku ? ` (${review.productSku})` : ''}`
      : translate('desk.reviews.product', { id: review.productId })
}

/** The stars, and the same in words. */
function RatingField(_: { label?: string }) {
  const review = useRecordContext<DeskReview>()
  const translate = useTranslate()
  if (review?.rating == null) return null
  const words = translate('desk.reviews.rating', { value: review.rating })
  return (
    <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Rating value={review.rating} precision={0.5} readOnly size="small" aria-hidden />
      <Typography component="span" variant="body2">
        {words}
      </Typography>
    </Stack>
  )
}

/** A phone's card of a review under its summary: the text, who wrote it on which product and when, the buttons. */
function ReviewCardText() {
  const review = useRecordContext<DeskReview>()
  const translate = useTranslate()
  const productName = useProductName()
  const [locale] = useLocaleState()
  if (!review) return null
  return (
    <Stack component="span" spacing={1}>
      <RatingField />
      <span style={{ whiteSpace: 'pre-line' }}>{review.text}</span>
      <span>
        {review.nickname} · {productName(review)} · {formatDateTime(review.writtenAt, locale)} ·{' '}
        {translate(`desk.review_status.${review.status}`)}
      </span>
      <RowModeration />
    </Stack>
  )
}

function ReviewTable() {
  const productName = useProductName()
  return (
    <DataTable<DeskReview> bulkActionButtons={<BulkModeration />} rowClick={false}>
      <DataTable.Col source="productId" disableSort render={productName} />
      <DataTable.Col source="rating" disableSort>
        <RatingField />
      </DataTable.Col>
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
  )
}

export function ReviewList() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'))
  return (
    // Commerce answers up to 100 reviews of a status at once, newest first: the desk shows 25 to a page.
    <List filters={filters} filterDefaultValues={{ status: 'pending' }} perPage={25} exporter={false}>
      {isPhone ? (
        <SimpleList<DeskReview>
          linkType={false}
          primaryText={(review) => review.summary}
          secondaryText={<ReviewCardText />}
        />
      ) : (
        <ReviewTable />
      )}
    </List>
  )
}
