// Broken: a component calls tRPC itself, and imports the layout from below.

import { useTRPC } from '../../trpc/react'
import { usePanels } from '../layout/use-panels'

export const CartPage = () => [usePanels(), useTRPC()]
