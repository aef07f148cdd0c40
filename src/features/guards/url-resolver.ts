import { notFound } from '@tanstack/react-router'
import type { Guard } from './guard'

/** Resolves a catch-all path to a category or product. No path resolves yet, so every one is not found. */
export const urlResolverGuard: Guard = () => {
  throw notFound()
}
