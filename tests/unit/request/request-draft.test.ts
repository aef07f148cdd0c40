import { describe, expect, it, vi } from 'vitest'
import type { AddressView } from '../../../contract/address'
import {
  keepRequestDraft,
  keptAddressChoice,
  type RequestDraft,
  requestDraft,
} from '../../../src/features/request/request-draft'

const address = (id: number, roles: Partial<AddressView>): AddressView => ({
  id,
  firstname: 'Erika',
  lastname: 'Muster',
  company: '',
  street: ['Industriestraße 4', '', '', ''],
  postcode: '80331',
  city: 'München',
  countryCode: 'DE',
  regionId: null,
  region: '',
  telephone: '089 123456',
  vatId: '',
  defaultBilling: false,
  defaultShipping: false,
  ...roles,
})

const office = address(1, { defaultBilling: true })
const plant = address(2, { defaultShipping: true })
const draft = (choice: Pick<RequestDraft, 'billingAddressId' | 'shippingAddressId'>): RequestDraft => ({
  ...choice,
  shippingMethod: 'freight',
  deliveryTime: null,
  purchaseOrderNumber: '',
  message: '',
})

describe('the kept choice of saved addresses', () => {
  it('chooses the kept address again while it is saved', () => {
    const otherWayRound = draft({ billingAddressId: plant.id, shippingAddressId: office.id })
    expect(keptAddressChoice(otherWayRound, 'billingAddressId', [office, plant])).toBe(plant.id)
    expect(keptAddressChoice(otherWayRound, 'shippingAddressId', [office, plant])).toBe(office.id)
  })

  it('falls back to the default address once the kept one is gone', () => {
    const gone = draft({ billingAddressId: 3, shippingAddressId: null })
    expect(keptAddressChoice(gone, 'billingAddressId', [office, plant])).toBeNull()
    expect(keptAddressChoice(gone, 'shippingAddressId', [office, plant])).toBeNull()
  })

  it('holds an address that has become the default as the default, which the form shows as null', () => {
    const kept = draft({ billingAddressId: plant.id, shippingAddressId: null })
    const plantNowBilled = { ...plant, defaultBilling: true }
    expect(
      keptAddressChoice(kept, 'billingAddressId', [{ ...office, defaultBilling: false }, plantNowBilled]),
    ).toBeNull()
  })
})

describe('a draft kept by an earlier build', () => {
  it('is read with the default addresses, its typed fields kept', () => {
    const stored = new Map<string, string>()
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    })
    keepRequestDraft({ message: 'Bitte zuschneiden' })
    for (const [key, value] of stored) {
      const { billingAddressId: _, shippingAddressId: __, ...withoutAddresses } = JSON.parse(value)
      stored.set(key, JSON.stringify(withoutAddresses))
    }
    expect(requestDraft()).toMatchObject({
      billingAddressId: null,
      shippingAddressId: null,
      message: 'Bitte zuschneiden',
    })
    vi.unstubAllGlobals()
  })
})
