/**
 * Composing an offer or an order confirmation (`/requests/{id}/compose/offer` or `…/confirmation`): commerce's draft
 * of the request's next version, prefilled, edited in one screen — the lines in a dense grid (prices per piece,
 * discounts, deliveries, several at once; compose-grid.tsx), the request's facts beside it (request-facts.tsx), the
 * freight, charges, terms and texts folded below (compose-terms.tsx) —, previewed as commerce's PDF and sent after
 * one confirmation that names the document, its total and the buyer. An error keeps everything typed: a 400 marks
 * the fields commerce refused, a 409 says another clerk answered, a 503 that VIES cannot confirm the buyer's VAT ID
 * yet (the draft warns of it).
 */
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf'
import SendIcon from '@mui/icons-material/Send'
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  Confirm,
  Form,
  type HttpError,
  Link,
  ResourceContextProvider,
  SaveButton,
  Title,
  useDataProvider,
  useGetOne,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin'
import { useFormContext } from 'react-hook-form'
import { useNavigate, useParams } from 'react-router-dom'
import type { DocumentDraft, DocumentType, SentDocument } from '../../../commerce/api/document'
import type { DeskRequest } from '../requests/desk-request'
import { RevisionWish } from '../requests/revision-wish'
import { ComposeGrid } from './compose-grid'
import { ComposeTerms } from './compose-terms'
import { ComposeTotals } from './compose-totals'
import { type ComposeValues, composeValues, documentBody } from './compose-values'
import { type DocumentToSend, documentDraft, documentPreview } from './documents-data'
import { formTotals } from './live-totals'
import { RequestFacts } from './request-facts'

/** A send's answer while VIES cannot confirm the VAT ID that would exempt the delivery: the document waits. */
const VIES_UNAVAILABLE = 503

/** The form's errors by field, as a refusal names them; none where the refusal is told otherwise. */
type Refusal = (error: HttpError) => Record<string, string> | undefined

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
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={title} />
      <RevisionWish requestId={orderId} />
      {draft.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {draft.isError && (
        <Stack spacing={1}>
          <Link to={`/requests/${orderId}/show`}>{translate('desk.compose.back')}</Link>
          <Alert severity="error">
            {translate((draft.error as HttpError).status === 409 ? 'desk.compose.not_allowed' : draft.error.message)}
          </Alert>
        </Stack>
      )}
      {draft.data && (
        // a page of the requests resource outside its routes: react-admin's inputs look up their resource
        <ResourceContextProvider value="requests">
          <ComposeForm orderId={orderId} type={type} draft={draft.data} />
        </ResourceContextProvider>
      )}
    </Box>
  )
}

function ComposeForm({ orderId, type, draft }: { orderId: number; type: DocumentType; draft: DocumentDraft }) {
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const navigate = useNavigate()
  const [conflict, setConflict] = useState(false)
  /** The values the clerk asked to send, waiting for their confirmation. */
  const [asked, setAsked] = useState<ComposeValues | null>(null)
  const dataProvider = useDataProvider()
  const send = async (values: ComposeValues) => {
    setConflict(false)
    try {
      const data: DocumentToSend = { orderId, type, body: documentBody(type, values) }
      const { data: sent } = await dataProvider.create<DocumentToSend, SentDocument & { id: number }>('documents', {
        data,
      })
      notify(`desk.compose.sent_${type}`, {
        type: 'success',
        messageArgs: { number: sent.increment_id, version: sent.version },
      })
      refresh()
      navigate(`/requests/${orderId}/show`)
      return undefined
    } catch (error) {
      return refusal(error as HttpError)
    }
  }
  /** What a refusal shows; the form keeps its values either way. */
  const refusal: Refusal = (error) => {
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
    <Form
      defaultValues={composeValues(draft)}
      // checked as the clerk leaves a cell, so a refused delivery shows before the send
      mode="onBlur"
      onSubmit={(values: Record<string, unknown>) => setAsked(values as unknown as ComposeValues)}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 17rem' },
        }}
      >
        <Box sx={{ gridColumn: { lg: 2 }, gridRow: { lg: 1 } }}>
          <RequestFacts requestId={orderId} />
        </Box>
        <Stack spacing={1.5} sx={{ gridColumn: { lg: 1 }, gridRow: { lg: 1 }, minWidth: 0 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h1">
              {translate(`desk.compose.heading_${type}`, { version: draft.version })}
            </Typography>
            <Link to={`/requests/${orderId}/show`}>{translate('desk.compose.back')}</Link>
          </Stack>
          {draft.vat_check === 'unavailable' && (
            <Alert severity="warning">{translate('desk.compose.vies_unavailable')}</Alert>
          )}
          <ComposeGrid draft={draft} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
            <Stack spacing={1.5} sx={{ flex: '1 1 22rem', minWidth: 0 }}>
              <ComposeTerms type={type} draft={draft} />
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
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
                <SaveButton label={`desk.compose.send_${type}`} icon={<SendIcon />} alwaysEnable />
                <PreviewButton orderId={orderId} type={type} onRefusal={refusal} />
              </Stack>
            </Stack>
            <ComposeTotals draft={draft} />
          </Box>
        </Stack>
      </Box>
      <SendConfirmation type={type} draft={draft} asked={asked} onClose={() => setAsked(null)} send={send} />
    </Form>
  )
}

/**
 * The one question before a send: "Angebot AN-2026-00012 über 8.584,01 € an Przędzalnia Żółw senden?" (a first
 * offer has no number yet). Enter confirms; a refusal marks the fields it names.
 */
function SendConfirmation({
  type,
  draft,
  asked,
  onClose,
  send,
}: {
  type: DocumentType
  draft: DocumentDraft
  asked: ComposeValues | null
  onClose: () => void
  send: (values: ComposeValues) => Promise<Record<string, string> | undefined>
}) {
  const [locale] = useLocaleState()
  const { setError } = useFormContext()
  const { data: request } = useGetOne<DeskRequest>('requests', { id: draft.order_id })
  const [sending, setSending] = useState(false)
  if (!asked) return null
  const total = new Intl.NumberFormat(locale, { style: 'currency', currency: draft.order_currency_code }).format(
    formTotals(asked, draft.tax_percent).grandTotal,
  )
  const confirm = async () => {
    setSending(true)
    const errors = await send(asked)
    setSending(false)
    onClose()
    for (const [field, message] of Object.entries(errors ?? {})) setError(field, { type: 'server', message })
  }
  return (
    <Confirm
      isOpen
      loading={sending}
      title={`desk.grid.confirm_title_${type}`}
      content={draft.increment_id ? `desk.grid.confirm_${type}` : `desk.grid.confirm_new_${type}`}
      contentTranslateOptions={{
        number: draft.increment_id,
        total,
        company: request?.company || request?.buyer || '…',
      }}
      confirm="desk.grid.send"
      ConfirmIcon={SendIcon}
      onConfirm={confirm}
      onClose={onClose}
    />
  )
}

/**
 * Opens commerce's PDF of the version as typed (marked as a draft) in a new tab. The tab is opened at the click,
 * before the PDF is there, so the browser does not take it for a pop-up.
 */
function PreviewButton({ orderId, type, onRefusal }: { orderId: number; type: DocumentType; onRefusal: Refusal }) {
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
