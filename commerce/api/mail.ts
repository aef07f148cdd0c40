/** A request's mails on the wire (an extension): each with how its delivery went. */

export type RestMail = {
  message_id: number
  recipient: string
  subject: string
  /** When it was stored, `YYYY-MM-DD HH:MM:SS` UTC. */
  created_at: string
  status: 'pending' | 'sent' | 'failed'
  attempts: number
  /** Why the last try failed. */
  failure: string | null
  delivered_at: string | null
}

/** `GET /V1/order/{orderId}/mails`, newest first. */
export type MailSearchResult = { items: RestMail[]; total_count: number }
