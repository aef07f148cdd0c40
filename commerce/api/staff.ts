/** Staff sign-in on the wire: Magento's admin token and, an extension, the token's holder. */
import { z } from 'zod'

/** `POST /V1/integration/admin/token`: a staff user's credentials; the answer is the token, a JSON string. */
export const adminCredentialsBody = z.object({ username: z.string().min(1), password: z.string().min(1) })

/** `GET /V1/integration/admin/token` (an extension): who holds the token. */
export type StaffUser = { username: string; firstname: string; lastname: string }
