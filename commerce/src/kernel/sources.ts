/**
 * The values GraphQL types resolve from where a domain's resolvers work on its own records instead of the GraphQL
 * shape (a table row, a cart source). The generated resolver types map each type listed in commerce/codegen.ts to
 * its entry here; each domain adds its entries by declaration merging:
 * `declare module '../kernel/sources' { interface Sources { Cart: CartSource } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: extended by the domains (declaration merging).
export interface Sources {}
