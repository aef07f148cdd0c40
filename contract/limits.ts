/** Procedures per batched request; the BFF refuses larger batches and the tRPC client never sends them. */
export const MAX_BATCH_SIZE = 10
