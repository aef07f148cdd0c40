import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { cruise, type IViolation } from 'dependency-cruiser'
import { describe, expect, it } from 'vitest'

/**
 * The import rules of `.dependency-cruiser.cjs` (`npm run lint:imports`) against `violations/`, a small tree laid out
 * like the project's in which each file breaks one rule: the check must name the file and the rule it breaks.
 */
const rules = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs')
const fixture = resolve(import.meta.dirname, 'violations')

async function violations(): Promise<IViolation[]> {
  const { output } = await cruise(['commerce', 'server', 'src', 'contract', 'observability', 'desk'], {
    validate: true,
    ruleSet: { forbidden: rules.forbidden },
    baseDir: fixture,
    tsPreCompilationDeps: true,
  })
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text instead of its result')
  return output.summary.violations
}

const broken = (found: IViolation[], rule: string) =>
  found.filter((violation) => violation.rule.name === rule).map(({ from, to }) => `${from} → ${to}`)

describe('the import rules', async () => {
  const found = await violations()

  it('keep commerce domains apart: another domain only through the kernel, tables.ts only for a foreign key', () => {
    expect(broken(found, 'commerce-quote-through-loaders')).toEqual([
      'commerce/src/quote/cart-view.ts → commerce/src/product/product-fields.ts',
    ])
    expect(broken(found, 'commerce-kernel-imports-no-domain')).toEqual([
      'commerce/src/kernel/context.ts → commerce/src/store/tables.ts',
    ])
  })

  it("let the desk read commerce's admin API module and nothing else of commerce, which imports nothing behind it", () => {
    expect(broken(found, 'desk-shares-only-the-contract')).toEqual([
      'desk/app/order-page.ts → commerce/src/quote/cart-view.ts',
    ])
    expect(broken(found, 'commerce-api-stands-alone')).toEqual([
      'commerce/api/order.ts → commerce/src/kernel/context.ts',
    ])
  })

  it('layer server/: the plumbing imports no domain', () => {
    expect(broken(found, 'server-plumbing-below-domains')).toEqual([
      'server/cache/page-cache.ts → server/cart/cart-id.ts',
    ])
  })

  it('keep server code out of the browser and the contract, but for the router type in one place', () => {
    expect(broken(found, 'src-imports-no-server')).toEqual(['src/trpc/react.ts → server/router.ts'])
    expect(broken(found, 'contract-imports-no-part')).toEqual(['contract/cart.ts → server/cart/cart-id.ts'])
  })

  it("keep the Workers' shared observability/ free of each of them", () => {
    expect(broken(found, 'observability-imports-no-part')).toEqual(['observability/log.ts → server/cart/cart-id.ts'])
  })

  it('keep src/ui generic, layout on top, tRPC calls in hooks and no cycles between features', () => {
    expect(broken(found, 'ui-imports-no-feature')).toEqual([
      'src/ui/input-issue-messages.ts → src/features/catalog/quantity-messages.ts',
    ])
    expect(broken(found, 'layout-on-top')).toEqual([
      'src/features/cart/cart-page.tsx → src/features/layout/use-panels.ts',
    ])
    expect(broken(found, 'trpc-through-feature-hooks')).toEqual(['src/features/cart/cart-page.tsx → src/trpc/react.ts'])
    expect(broken(found, 'no-folder-cycles')).toContain('src/features/cart → src/features/catalog')
  })
})
