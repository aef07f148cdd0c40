// The import rules of the three parts (README, "The map"), checked by `npm run lint:imports` in `npm test`.
// Each rule's comment is what a violation prints beside the file that breaks it.

/** commerce/: the order in which a domain may import another's `tables.ts` for a foreign key (downwards only). */
const commerceDomainsByForeignKey = [
  'store',
  'directory',
  'tax',
  'cms',
  'catalog',
  'product',
  'url',
  'quote',
  'customer',
  'newsletter',
  'review',
  'wishlist',
  'checkout',
  'sales',
]

const commerceRules = commerceDomainsByForeignKey.map((domain, index) => {
  const below = commerceDomainsByForeignKey.slice(0, index)
  return {
    name: `commerce-${domain}-through-loaders`,
    comment:
      `commerce/src/${domain}/ reaches another domain only through the kernel and ctx.loaders; it may import ` +
      `the tables.ts of a domain before it (${below.join(', ') || 'none'}) for a foreign key (commerce/README.md).`,
    severity: 'error',
    from: { path: `^commerce/src/${domain}/` },
    to: {
      path: '^commerce/src/[^/]+/',
      pathNot: [
        '^commerce/src/kernel/',
        `^commerce/src/${domain}/`,
        ...(below.length ? [`^commerce/src/(${below.join('|')})/tables\\.ts$`] : []),
      ],
    },
  }
})

/** server/: folders by layer. A folder imports its own layer's folders (without cycles) and the layers below. */
const serverLayers = {
  plumbing: ['trpc', 'session', 'cache', 'commerce', 'security', 'rate-limit', 'captcha', 'spreadsheet'],
  domains: [
    'product',
    'category',
    'store',
    'directory',
    'catalog',
    'content',
    'media',
    'seo',
    'cart',
    'customer',
    'address',
    'wishlist',
    'review',
    'newsletter',
    'request',
    'quick-order',
    'dev',
  ],
}
const folders = (names) => `^server/(${names.join('|')})/`

module.exports = {
  forbidden: [
    {
      name: 'commerce-kernel-imports-no-domain',
      comment: 'commerce/src/kernel/ is what every domain uses and no domain owns: it imports no domain.',
      severity: 'error',
      from: { path: '^commerce/src/kernel/' },
      to: { path: '^commerce/src/(?!kernel/)[^/]+/' },
    },
    ...commerceRules,
    {
      name: 'commerce-email-admin-through-loaders',
      comment: 'commerce/src/email/ and admin/ have no foreign key: they import the kernel and their own folder.',
      severity: 'error',
      from: { path: '^commerce/src/(email|admin|switched-off)/' },
      to: { path: '^commerce/src/[^/]+/', pathNot: ['^commerce/src/kernel/', '^commerce/src/$1/'] },
    },
    {
      name: 'rules-import-nothing',
      comment: 'rules/ holds what the storefront and commerce both check: pure functions that import nothing.',
      severity: 'error',
      from: { path: '^rules/' },
      to: {},
    },
    {
      name: 'observability-imports-no-part',
      comment:
        "observability/ is the three Workers' shared plumbing (request id, log lines, error tracker, health): it " +
        'imports none of them, so each may import it.',
      severity: 'error',
      from: { path: '^observability/' },
      to: { path: '^(server|src|routes|contract|client|commerce|desk)/' },
    },
    {
      name: 'commerce-stands-alone',
      comment: 'commerce/ is a Worker of its own: it imports nothing of the storefront.',
      severity: 'error',
      from: { path: '^commerce/' },
      to: { path: '^(server|src|routes|contract|client)/' },
    },
    {
      name: 'server-plumbing-below-domains',
      comment:
        'server/: the plumbing (trpc, session, cache, commerce client, security, rate limit, captcha) is the bottom ' +
        'layer: it imports no domain folder and not the app.',
      severity: 'error',
      from: { path: folders(serverLayers.plumbing) },
      to: { path: [folders(serverLayers.domains), '^server/[^/]+\\.ts$'] },
    },
    {
      name: 'server-domains-below-app',
      comment: "server/: a domain folder imports no file of server/'s top (app.ts, router.ts, site.ts, worker.ts).",
      severity: 'error',
      from: { path: folders(serverLayers.domains) },
      to: { path: '^server/[^/]+\\.ts$' },
    },
    {
      name: 'server-every-folder-in-a-layer',
      comment: 'server/: a new folder belongs to a layer: add it to serverLayers in .dependency-cruiser.cjs.',
      severity: 'error',
      from: { path: '^server/' },
      to: {
        path: '^server/[^/]+/',
        pathNot: [folders(serverLayers.plumbing), folders(serverLayers.domains)],
      },
    },
    {
      name: 'no-folder-cycles',
      comment:
        'Two folders import each other (through any number of files): move the shared piece down to a folder ' +
        'both may import.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(server|src|commerce/src)/' },
      to: { circular: true },
    },
    {
      name: 'no-module-cycles',
      comment: 'Two modules import each other (through any number of files).',
      severity: 'error',
      from: { path: '^(server|src|commerce/src|contract|client)/' },
      to: { circular: true },
    },
    {
      name: 'src-imports-no-server',
      comment:
        "src/ and routes/ never import server/: the browser's code reaches the backend through tRPC; " +
        'the one exception is the type of the router (AppRouter) in src/trpc/app-router.ts.',
      severity: 'error',
      from: { path: '^(src|routes)/', pathNot: '^src/trpc/app-router\\.ts$' },
      to: { path: '^(server|commerce)/' },
    },
    {
      name: 'app-router-type-only',
      comment: 'src/trpc/app-router.ts imports only the type of the router (`import type { AppRouter }`).',
      severity: 'error',
      from: { path: '^src/trpc/app-router\\.ts$' },
      to: { path: '^server/', pathNot: '^server/router\\.ts$' },
    },
    {
      name: 'app-router-import-type',
      comment: 'src/trpc/app-router.ts imports the router as a type (`import type`), never its code.',
      severity: 'error',
      from: { path: '^src/trpc/app-router\\.ts$' },
      to: { path: '^server/router\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'contract-imports-no-part',
      comment: 'contract/ is what the browser and the procedures share: it imports no server, React or commerce code.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(server|src|routes|commerce)/' },
    },
    {
      name: 'server-imports-no-react-app',
      comment:
        'server/ imports no React app code (src/, routes/): what both need lives in contract/. The one exception ' +
        'is the type of what the Worker entry hands every page (src/page-request-context.ts).',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src|routes)/', pathNot: '^src/page-request-context\\.ts$' },
    },
    {
      name: 'server-page-request-context-type-only',
      comment: 'server/ imports src/page-request-context.ts as a type (`import type`), never its code.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/page-request-context\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'desk-shares-only-the-contract',
      comment:
        "desk/ (the sales desk, for the company's staff) is a part of its own: it shares contract/ and rules/ with " +
        "the shop but imports no React, server or commerce code of it — save commerce's admin API module " +
        '(commerce/api/: the REST route table, wire types, input schemas and the document totals), so desk and ' +
        'commerce share one type per concept.',
      severity: 'error',
      from: { path: '^desk/' },
      to: { path: '^(src|routes|server|commerce|client)/', pathNot: '^commerce/api/' },
    },
    {
      name: 'commerce-api-stands-alone',
      comment:
        "commerce/api/ is commerce's admin API as its callers see it (the sales desk imports it): pure types, zod " +
        'schemas and the route table; it imports nothing of commerce/src/ and of the parts but rules/.',
      severity: 'error',
      from: { path: '^commerce/api/' },
      to: { path: '^(commerce/src|server|src|routes|contract|client|desk|observability)/' },
    },
    {
      name: 'desk-app-imports-no-worker',
      comment:
        "desk/: the app (desk/app/, the clerks' browser) and the Worker (desk/worker.ts, desk/worker/) share only " +
        'desk/desk.config.ts and contract/: the app imports no module of the Worker.',
      severity: 'error',
      from: { path: '^desk/app/' },
      to: { path: '^desk/(worker\\.ts$|worker/)' },
    },
    {
      name: 'desk-worker-imports-no-app',
      comment: "desk/: the Worker imports no module of the clerks' app (desk/app/).",
      severity: 'error',
      from: { path: '^desk/(worker\\.ts$|worker/)' },
      to: { path: '^desk/app/' },
    },
    {
      name: 'desk-no-cycles',
      comment: 'desk/: two modules import each other (through any number of files).',
      severity: 'error',
      from: { path: '^desk/' },
      to: { circular: true },
    },
    {
      name: 'shop-imports-no-desk',
      comment: "No code of the shop imports the sales desk: none of the desk's code may reach a buyer's browser.",
      severity: 'error',
      from: { path: '^(src|routes|server|commerce|contract|client)/' },
      to: { path: '^desk/' },
    },
    {
      name: 'ui-imports-no-feature',
      comment: 'src/ui/ holds generic pieces: it imports no feature (a feature imports src/ui/, never the reverse).',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'features-below-routes',
      comment: 'src/features/ and src/ui/ never import a route file: routes render features, not the reverse.',
      severity: 'error',
      from: { path: '^src/(features|ui)/' },
      to: { path: '^routes/' },
    },
    {
      name: 'layout-on-top',
      comment:
        'src/features/layout/ is the top of the page: no other feature imports it (what it shares with them ' +
        'belongs to src/ui/ or to the feature it is about).',
      severity: 'error',
      from: { path: '^src/features/(?!layout/)' },
      to: { path: '^src/features/layout/' },
    },
    {
      name: 'trpc-through-feature-hooks',
      comment: 'A component renders: every tRPC call goes through a feature hook (use-*.ts) that calls useTRPC.',
      severity: 'error',
      from: { path: '^src/features/', pathNot: '(^|/)use-[^/]+\\.tsx?$' },
      to: { path: '^src/trpc/react\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.gen\\.ts$', '\\.generated\\.ts$', 'graphql-env\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
