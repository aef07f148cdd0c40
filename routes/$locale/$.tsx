import { createFileRoute } from '@tanstack/react-router'
import { runGuards } from '../../src/features/guards/registry'

/** Category and product URLs: the url-resolver guard finds what the path names, or answers 404. */
export const Route = createFileRoute('/$locale/$')({
  beforeLoad: (args) => runGuards(['url-resolver'], args),
})
