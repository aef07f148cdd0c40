/**
 * Composing an offer or an order confirmation (`/requests/{id}/compose/offer` or `…/confirmation`): commerce's draft
 * of the request's next version, prefilled, edited here — prices per piece, line discounts, delivery dates or weeks,
 * freight, other charges, validity, payment terms, texts and the internal note —, previewed as commerce's PDF and
 * sent. An error keeps everything typed: a 400 marks the fields commerce refused, a 409 says another clerk answered,
 * a 503 that VIES cannot confirm the buyer's VAT ID yet (the draft warns of it).
 */
import LockIcon from '@mui/icons-material/Lock'
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf'
import SendIcon from '@mui/icons-material/Send'
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  ArrayInput,
  DateInput,
  Form,
  type HttpError,
  Link,
  minValue,
  NumberInput,
  number,
  ResourceContextProvider,
  required,
  SaveButton,
  SimpleFormIterator,
  TextInput,
  Title,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin'
import { useFormContext } from 'react-hook-form'
import { useNavigate, useParams } from 'react-router-dom'
import type { DocumentDraft, DocumentType, SentDocument } from '../../../commerce/api/document'
import { Section } from '../ui/section'
import { ComposeTotals, LineFigures, LineValue } from './compose-totals'
import { type ComposeValues, composeValues, documentBody } from './compose-values'
import { type DocumentToSend, documentDraft, documentPreview } from './documents-data'

const amount = [required(), number(), minValue(0)]
/** A send's answer while VIES cannot confirm the VAT ID that would exempt the delivery: the document waits. */
const VIES_UNAVAILABLE = 503
const percent = [number(), minValue(0)]

/** Not both a delivery date and a week on one line. */
const notBothDeliveries = (_: unknown, values: ComposeValues, props: { source?: string }) => {
  const index = Number(props.source?.split('.')[1])
  const line = values.items?.[index]
  return line?.delivery_date && line?.delivery_week ? 'desk.compose.error_delivery' : undefined
}

export function DocumentCompose() {
  const params = useParams()
  const orderId = Number(params.id)
  const type: DocumentType = params.type === 'confirmation' ? 'confirmation' : 'offer'
  const translate = useTranslate()
  const draft = useQuery({
    queryKey: ['document-draft', orderId, type],
    queryFn: () => documentDraft(orderId, type),
    // a draft is read once: refetching would throw away what the clerk typed
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  })
  const title = translate(`desk.compose.title_${type}`, { number: draft.data?.increment_id ?? '' })
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={title} />
      <Link to={`/requests/${orderId}/show`}>{translate('desk.compose.back')}</Link>
      {draft.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {draft.isError && (
        <Alert severity="error">
          {translate((draft.error as HttpError).status === 409 ? 'desk.compose.not_allowed' : draft.error.message)}
        </Alert>
      )}
      {draft.data && (
        // a page of the requests resource outside its routes: react-admin's inputs look up their resource
        <ResourceContextProvider value="requests">
          <ComposeForm orderId={orderId} type={type} draft={draft.data} />
        </ResourceContextProvider>
      )}
    </Stack>
  )
}

function ComposeForm({ orderId, type, draft }: { orderId: number; type: DocumentType; draft: DocumentDraft }) {
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const navigate = useNavigate()
  const [conflict, setConflict] = useState(false)
  const dataProvider = useDataProvider()
  const send = async (values: Record<string, unknown>) => {
    setConflict(false)
    try {
      const data: DocumentToSend = { orderId, type, body: documentBody(type, values as unknown as ComposeValues) }
      const { data: sent } = await dataProvider.create<DocumentToSend, SentDocument & { id: number }>('documents', {
        data,
      })
      notify(`desk.compose.sent_${type}`, {
        type: 'success',
        messageArgs: { number: sent.increment_id, version: sent.version },
      })
      refresh()
      navigate(`/requests/${orderId}/show`)
    } catch (error) {
      return refusal(error as HttpError)
    }
  }
  /** What a refusal shows; the form keeps its values either way. */
  const refusal = (error: HttpError) => {
    if (error.status === VIES_UNAVAILABLE) {
      notify('desk.compose.vies_unavailable', { type: 'error' })
      return undefined
    }
    if (error.status === 409) {
      setConflict(true)
      return undefined
    }
    // the documents resource's refused fields (documents-data.ts), as react-admin's server-side validation reads them
    const errors = (error.body as { errors?: Record<string, string> } | undefined)?.errors ?? {}
    notify(Object.keys(errors).length > 0 ? 'desk.compose.check_fields' : error.message, { type: 'error' })
    return errors
  }
  return (
    <Form defaultValues={composeValues(draft)} onSubmit={send}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate(`desk.compose.heading_${type}`, { version: draft.version })}
        </Typography>
        {draft.vat_check === 'unavailable' && (
          <Alert severity="warning">{translate('desk.compose.vies_unavailable')}</Alert>
        )}
        <Section title="desk.compose.lines">
          <ArrayInput source="items" label={false}>
            <SimpleFormIterator disableAdd disableRemove disableReordering disableClear getItemLabel={() => ''}>
              <LineHeading currency={draft.order_currency_code} />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'flex-start' }}>
                <NumberInput source="price" label="desk.compose.price" validate={amount} step={0.01} />
                <NumberInput source="discount_percent" label="desk.compose.discount_percent" validate={percent} />
                <DateInput source="delivery_date" label="desk.compose.delivery_date" validate={notBothDeliveries} />
                <TextInput
                  source="delivery_week"
                  label="desk.compose.delivery_week"
                  type="week"
                  InputLabelProps={{ shrink: true }}
                  helperText="desk.compose.delivery_week_help"
                  validate={notBothDeliveries}
                />
                <LineFigures currency={draft.order_currency_code} />
              </Box>
            </SimpleFormIterator>
          </ArrayInput>
        </Section>
        <Section title="desk.compose.charges">
          <NumberInput
            source="shipping_amount"
            label="desk.compose.shipping_amount"
            validate={amount}
            helperText={translate('desk.compose.freight_from_table', {
              pallets: draft.pallets,
              country: draft.country_id ?? '–',
            })}
          />
          <ArrayInput source="other_charges" label="desk.compose.other_charges">
            <SimpleFormIterator inline disableReordering disableClear>
              <TextInput source="label" label="desk.compose.charge_label" validate={required()} />
              <NumberInput source="amount" label="desk.compose.charge_amount" validate={amount} />
            </SimpleFormIterator>
          </ArrayInput>
        </Section>
        <Section title="desk.compose.terms">
          {type === 'offer' && <DateInput source="expiration_date" label="desk.compose.expiration_date" />}
          <TextInput source="payment_terms" label="desk.compose.payment_terms" fullWidth />
          <TextInput source="opening_text" label="desk.compose.opening_text" multiline minRows={3} fullWidth />
          <TextInput source="closing_text" label="desk.compose.closing_text" multiline minRows={2} fullWidth />
          <Alert severity="warning" icon={<LockIcon />} sx={{ mb: 1 }}>
            {translate('desk.compose.internal_note_help')}
          </Alert>
          <TextInput source="internal_note" label="desk.compose.internal_note" multiline minRows={2} fullWidth />
        </Section>
        <ComposeTotals draft={draft} />
        {conflict && (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" component={Link} to={`/requests/${orderId}/show`}>
                {translate('desk.compose.reload')}
              </Button>
            }
          >
            {translate('desk.compose.conflict')}
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <PreviewButton orderId={orderId} type={type} onRefusal={refusal} />
          <SaveButton label={`desk.compose.send_${type}`} icon={<SendIcon />} alwaysEnable />
        </Stack>
      </Stack>
    </Form>
  )
}

/** The line's product, quantity and list price above its inputs. */
function LineHeading({ currency }: { currency: string }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  return (
    <LineValue>
      {(line) => (
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {line.sku} · {line.name} ·{' '}
          {translate(`desk.compose.qty_${line.unit}`, { smart_count: line.qty, qty: line.qty })} ·{' '}
          {translate('desk.compose.original_price', {
            price: new Intl.NumberFormat(locale, { style: 'currency', currency }).format(line.original_price),
          })}
        </Typography>
      )}
    </LineValue>
  )
}

/**
 * Opens commerce's PDF of the version as typed (marked as a draft) in a new tab. The tab is opened at the click,
 * before the PDF is there, so the browser does not take it for a pop-up.
 */
function PreviewButton({
  orderId,
  type,
  onRefusal,
}: {
  orderId: number
  type: DocumentType
  onRefusal: (error: HttpError) => Record<string, string> | undefined
}) {
  const translate = useTranslate()
  const { getValues, setError } = useFormContext()
  const [loading, setLoading] = useState(false)
  const preview = async () => {
    const tab = window.open('', '_blank')
    setLoading(true)
    try {
      const pdf = await documentPreview(orderId, type, documentBody(type, getValues() as ComposeValues))
      const url = URL.createObjectURL(pdf)
      if (tab) tab.location.href = url
      else window.location.assign(url)
    } catch (error) {
      tab?.close()
      const errors = onRefusal(error as HttpError) ?? {}
      for (const [field, message] of Object.entries(errors)) setError(field, { type: 'server', message })
    } finally {
      setLoading(false)
    }
  }
  return (
    <Button
      variant="outlined"
      startIcon={loading ? <CircularProgress size={18} /> : <PictureAsPdfIcon />}
      onClick={preview}
      disabled={loading}
    >
      {translate('desk.compose.preview')}
    </Button>
  )
}
