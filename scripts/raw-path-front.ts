/**
 * The local front of the commerce Worker's own address. `wrangler dev` resolves dot segments and backslashes
 * before the Worker sees the URL (`/rest/V1/%2e%2e/%2e%2e/graphql` arrives as `/graphql`), so the Worker's own check
 * (commerce/src/kernel/raw-path.ts) cannot see them locally; this front applies the same rule to the path as sent and
 * passes everything else through unchanged, streaming both ways.
 */
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { hasUnsafePath, unsafePathResponse } from '../commerce/src/kernel/raw-path.ts'

/** A port nobody listens on now, for the Worker behind the front. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Listens on `host:port` and forwards to the Worker on `127.0.0.1:workerPort`. */
export async function startRawPathFront(host: string, port: number, workerPort: number): Promise<Server> {
  const refusal = unsafePathResponse()
  const refusalBody = await refusal.text()
  const front = createServer((incoming, outgoing) => {
    if (hasUnsafePath(incoming.url ?? '/')) {
      outgoing.writeHead(refusal.status, Object.fromEntries(refusal.headers)).end(refusalBody)
      return
    }
    const forwarded = request(
      { host: '127.0.0.1', port: workerPort, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    // The Worker stopped (an outage test): the caller sees the connection end, as it would without the front.
    forwarded.on('error', () => outgoing.destroy())
    incoming.pipe(forwarded)
  })
  await new Promise<void>((resolve) => front.listen(port, host, resolve))
  return front
}
