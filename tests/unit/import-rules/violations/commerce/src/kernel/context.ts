// Broken: the kernel imports a domain.
import { stores } from '../store/tables'

export const context = { stores }
