import { createFileRoute, redirect } from '@tanstack/react-router'

/** /Page names no page of its own: the company's home page text stands for it. */
export const Route = createFileRoute('/$locale/Page/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$locale/Home', params, statusCode: 301 })
  },
})
