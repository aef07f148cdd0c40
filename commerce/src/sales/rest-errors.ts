/** Magento's REST error answers of the sales routes: `{message, parameters}` with the message's placeholders. */
import { everyRefusal, type MagentoRefusal, restInputResponse, restJson } from '../kernel/rest-input'

export type RestError = MagentoRefusal

export const NOT_FOUND: RestError = {
  message: "The entity that was requested doesn't exist. Verify the entity and try again.",
  parameters: [],
}

export const notFound = () => restJson(NOT_FOUND, 404)

export const invalidValue = (value: unknown, field: string): RestError => ({
  message: 'Invalid value of "%1" provided for the %2 field.',
  parameters: [typeof value === 'string' ? value : JSON.stringify(value), field],
})

/** VIES could not be asked about the VAT ID that would exempt the delivery: the document waits until it answers. */
export const viesUnavailable = (vatId: string): RestError => ({
  message: 'VIES could not check the VAT ID "%1". The document waits until VIES answers; try again later.',
  parameters: [vatId],
})

/** 400 for one or more refused fields (several as Magento's "One or more input exceptions have occurred."). */
export const badRequest = (errors: readonly RestError[]): Response => restInputResponse(everyRefusal(errors))
