// Broken: a component calls tRPC itself, and imports the layout from below.
import { usePanels } from '../layout/use-panels'
import { useTRPC } from '../../trpc/react'

export const CartPage = () => [usePanels(), useTRPC()]
