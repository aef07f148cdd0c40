/**
 * Only the sales desk's figures of the bench (./desk-figures.ts): `npm run bench:desk` (builds first).
 * Environment: BENCH_SECONDS (each measured run, 10), BENCH_CONCURRENCY (8).
 */
import { deskFigures, printDeskFigures } from './desk-figures.ts'

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8)

printDeskFigures(await deskFigures({ durationMs: DURATION_MS, clients: CONCURRENCY }), CONCURRENCY)
