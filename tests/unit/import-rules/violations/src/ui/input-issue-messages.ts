// Broken: a generic piece imports a feature.
import { quantityMessages } from '../features/catalog/quantity-messages'

export const inputIssueMessages = { ...quantityMessages }
