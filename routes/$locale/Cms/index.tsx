import { createFileRoute, redirect } from '@tanstack/react-router'

/** /Cms names no page of its own: the company's home page text stands for it. */
export const Route = createFileRoute('/$locale/Cms/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$locale/Home', params, statusCode: 301 })
  },
})
