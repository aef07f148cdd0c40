/**
 * The desk's own texts in English, the source the German catalog (desk.de.ts) follows key for key. Field labels sit
 * under `resources.<resource>.fields`, where react-admin looks them up by the field's source.
 */
export const deskEnglish = {
  desk: {
    title: 'Polyplast sales desk',
    session: {
      refused:
        'Sign-in refused: please check your username and password. After repeated failures the account is locked for 30 minutes.',
      unavailable: 'The shop system is not answering. Please try again in a moment.',
      ended: 'Your session has ended. Please sign in again.',
    },
    error: {
      not_found: 'Not found: it may have been removed.',
      refused: 'The shop system refused the change.',
    },
    kind: { quote: 'Quote request', order: 'Order request' },
    status: {
      quote_requested: 'Quote requested',
      offer_sent: 'Offer sent',
      order_requested: 'Order requested',
      confirmation_sent: 'Order confirmation sent',
      confirmed: 'Confirmed by customer',
      declined: 'Declined',
    },
    delivery_time: {
      DAYS_1_2: '1-2 days',
      DAYS_2_3: '2-3 days',
      DAYS_3_5: '3-5 days',
      DAYS_5_7: '5-7 days',
      WEEKS_3_4: '3-4 weeks',
    },
    inbox: {
      overdue: 'Overdue',
      search: 'Number or e-mail',
    },
    request: {
      title: 'Request %{number}',
      buyer: 'Buyer',
      request: 'Request',
      addresses: 'Addresses',
      lines: 'Items',
      totals: 'Totals',
      history: 'History',
      weight: '%{weight} kg',
      none: '–',
    },
    history: {
      notified: 'E-mailed to the customer',
      visible: "Shown in the customer's account",
      internal: 'Internal',
    },
    answer: {
      title: 'Comment or change the status',
      comment: 'Comment',
      status: 'Status',
      notify: 'Send to the customer by e-mail',
      visible: "Show in the customer's account",
      submit: 'Save',
      nothing: 'Write a comment or choose another status.',
      saved: 'Saved',
      confirm_title: 'Change the status?',
      confirm_content: 'Request %{number} moves from "%{from}" to "%{to}".',
    },
    reviews: {
      product: 'Product %{id}',
      approve: 'Approve',
      reject: 'Reject',
    },
    review_status: {
      pending: 'Pending',
      approved: 'Approved',
      not_approved: 'Rejected',
    },
  },
  resources: {
    requests: {
      name: 'Request |||| Requests',
      fields: {
        number: 'Number',
        receivedAt: 'Received',
        company: 'Company',
        buyer: 'Buyer',
        buyerEmail: 'E-mail',
        vatId: 'VAT ID',
        kind: 'Kind',
        status: 'Status',
        total: 'Total',
        purchaseOrderNumber: "Buyer's order no.",
        answerBy: 'Answer by',
        billingAddress: 'Billing address',
        shippingAddress: 'Shipping address',
        shippingMethod: 'Shipping method',
        weight: 'Weight',
        message: 'Message',
        deliveryTime: 'Delivery wish',
        coupon: 'Coupon',
        subtotal: 'Subtotal',
        shipping: 'Shipping',
        discount: 'Discount',
        tax: 'VAT',
        sku: 'Item no.',
        name: 'Product',
        quantity: 'Quantity',
        price: 'Unit price',
        rowTotal: 'Row total',
        q: 'Search',
      },
    },
    reviews: {
      name: 'Review |||| Reviews',
      fields: {
        productId: 'Product',
        nickname: 'Nickname',
        summary: 'Summary',
        text: 'Review',
        writtenAt: 'Written',
        status: 'Status',
      },
    },
  },
}

/** The shape every catalog of the desk's texts has. */
export type DeskTexts = typeof deskEnglish
