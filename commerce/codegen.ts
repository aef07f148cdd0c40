import type { CodegenConfig } from '@graphql-codegen/cli'

/**
 * Resolver types from commerce/schema.graphql (`npm run commerce:codegen`, run by `prepare` and `typecheck`; the
 * output is not committed). A GraphQL type whose resolvers work on a value of another shape — a table row, a
 * source object — is mapped to the type a domain registers for it in `Sources` (kernel/sources.ts), so the kernel
 * names no domain.
 */
const SOURCES = [
  'CartUserInputError',
  'CmsBlock',
  'CategoryInterface',
  'CategoryTree',
  'ProductInterface',
  'PhysicalProductInterface',
  'SimpleProduct',
  'ConfigurableProduct',
  'ProductReview',
  'Cart',
  'CartItemInterface',
  'SimpleCartItem',
  'ConfigurableCartItem',
  'Customer',
  'CustomerAddress',
  'ShippingCartAddress',
  'BillingCartAddress',
  'CustomerOrder',
  'OrderItemInterface',
  'OrderItem',
  'OrderDocument',
  'OrderDocumentItem',
  'Wishlist',
  'WishlistOutput',
  'WishlistItemInterface',
  'SimpleWishlistItem',
  'ConfigurableWishlistItem',
  'WishListUserInputError',
]

const config: CodegenConfig = {
  schema: 'commerce/schema.graphql',
  generates: {
    'commerce/src/kernel/resolvers-types.generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: './context#Context',
        mappers: Object.fromEntries(SOURCES.map((type) => [type, `import('./sources').Sources['${type}']`])),
        enumsAsTypes: true,
        useTypeImports: true,
        optionalResolveType: true,
        addInterfaceFieldResolverTypes: true,
        resolversNonOptionalTypename: false,
      },
    },
  },
}

export default config
