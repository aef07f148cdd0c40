/**
 * The Cloudflare Email Service transport (MAIL_TRANSPORT=cloudflare) against a stand-in of its `send_email` binding,
 * which Miniflare only logs: what the binding is given, and how its refusal is recorded. The Resend transport is
 * tested against its stand-in in tests/integration/commerce/mail-delivery.test.ts.
 */
import { describe, expect, it } from 'vitest'
import type { OutgoingMail } from '../../commerce/src/email/outbox'
import { DeliveryFailure, transportOf } from '../../commerce/src/email/transport'
import type { Env } from '../../commerce/src/kernel/env'

const pdf = new TextEncoder().encode('%PDF-1.7 offer')
const mail: OutgoingMail = {
  id: 7,
  idempotencyKey: 'email-outbox/7/2026-12-06T20:00:00',
  status: 'pending',
  from: 'Polyplast Kunststoffe <shop@polyplast.example>',
  replyTo: 'vertrieb@polyplast.example',
  to: 'kunde@example.com',
  subject: 'Our offer',
  text: 'Hello',
  html: '<p>Hello</p>',
  attachments: [
    {
      filename: 'AN-2026-00042-v1.pdf',
      content_type: 'application/pdf',
      size: pdf.length,
      content_base64: btoa('%PDF-1.7 offer'),
    },
  ],
}

function emailService(answer: () => Promise<EmailSendResult>) {
  const sent: unknown[] = []
  const binding = {
    send: (message: unknown) => {
      sent.push(message)
      return answer()
    },
  } as SendEmail
  const env = { MAIL_TRANSPORT: 'cloudflare', EMAIL: binding } as Env
  return { transport: transportOf(env), sent }
}

describe('the Cloudflare Email Service transport', () => {
  it('hands the binding the sender by name and address, the sales inbox to reply to, and the PDF as bytes', async () => {
    const { transport, sent } = emailService(async () => ({ messageId: 'm-1' }))
    await transport?.(mail)
    expect(sent).toEqual([
      {
        from: { name: 'Polyplast Kunststoffe', email: 'shop@polyplast.example' },
        to: 'kunde@example.com',
        replyTo: 'vertrieb@polyplast.example',
        subject: 'Our offer',
        text: 'Hello',
        html: '<p>Hello</p>',
        attachments: [
          { disposition: 'attachment', filename: 'AN-2026-00042-v1.pdf', type: 'application/pdf', content: pdf },
        ],
      },
    ])
  })

  it('reports a refusal as a failure to try again, and a mail without sender as one that cannot succeed', async () => {
    const { transport } = emailService(() => Promise.reject(new Error('E_RATE_LIMIT_EXCEEDED')))
    const refused = await transport?.(mail).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(DeliveryFailure)
    expect(refused).toMatchObject({ permanent: false, message: expect.stringContaining('E_RATE_LIMIT_EXCEEDED') })
    const noSender = await transport?.({ ...mail, from: null }).catch((error: unknown) => error)
    expect(noSender).toMatchObject({ permanent: true })
  })

  it('leaves the mails in the outbox unless a transport is named, and refuses an unknown one', () => {
    expect(transportOf({ MAIL_TRANSPORT: 'outbox' } as Env)).toBeNull()
    expect(transportOf({} as Env)).toBeNull()
    expect(() => transportOf({ MAIL_TRANSPORT: 'smtp' } as Env)).toThrow('MAIL_TRANSPORT smtp')
  })
})
