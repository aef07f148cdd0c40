/**
 * A request body the Worker did not read is drained once the answer is ready. Left unread, a body of a few KB
 * breaks the next request on the same connection under `wrangler dev` (a 500 with a runtime path in plain text
 * after, say, a refused forgery or a 405): wrangler's bundled builds add a middleware that drains it, a built
 * Worker served as it is gets none. Read chunk by chunk, never held in memory; cancelling is not enough there.
 */
export async function drainUnreadBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed || request.body.locked) return
  const reader = request.body.getReader()
  try {
    while (!(await reader.read()).done) {
      // discard
    }
  } catch {
    // The client went away: nothing left to drain.
  }
}
