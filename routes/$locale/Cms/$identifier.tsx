import { createFileRoute, redirect } from '@tanstack/react-router'

/** /Cms/{identifier} is the older name of /Page/{identifier}. */
export const Route = createFileRoute('/$locale/Cms/$identifier')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$locale/Page/$identifier', params, statusCode: 301 })
  },
})
