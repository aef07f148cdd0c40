/**
 * Validates the GraphQL operations of public Magento storefront clients against commerce/schema.graphql, so that
 * "any document written for Magento validates here" is checked with documents no one here wrote.
 *
 * The clients come from the npm registry (`npm pack` into a temporary directory, removed afterwards; their code never
 * enters this repository):
 * - Magento PWA Studio: `@magento/peregrine` and `@magento/venia-ui`, every `lib/**\/*.gql.js` and `*.gql.ce.js`
 *   module (the `.ee.js` variants are Adobe Commerce's). The modules build documents with Apollo's `gql` tag and
 *   interpolate fragments imported from other modules, so each module is copied with its imports rewritten: `gql`
 *   becomes a stand-in that joins the template with its interpolations, imports of GraphQL modules point at their
 *   copies, anything else becomes an inert stub. Then the copies are loaded and every `gql` call is recorded.
 * - Vue Storefront's Magento API client: `@vue-storefront/magento-api`, whose type declarations carry each query as
 *   a string literal type (`declare const _default: "query …"`).
 *
 * Each operation is validated with the fragments it uses (Apollo sends fields marked `@client` and client-only
 * directives to no server, so they are removed first; an operation of client fields only is skipped). An operation
 * that fails against ours is checked against Magento Open Source's own schema too (the shared reference, when it is
 * there): one that fails there as well needs Adobe Commerce or a third-party module and is listed, not counted as
 * failed.
 *
 *   npm run check:magento-clients                      against commerce/schema.graphql
 *   npm run check:magento-clients -- path/to/schema.graphql   against another schema (e.g. Magento's own)
 *   npm run check:magento-clients -- --execute http://127.0.0.1:8788/graphql   runs the valid operations against a
 *                                                      running shop (see magento-clients-execute.ts)
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  buildSchema,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
  specifiedRules,
  validate,
  visit,
} from 'graphql'
import { execute, type Operation } from './magento-clients-execute.ts'

const CLIENTS = {
  peregrine: '@magento/peregrine@15.7.3',
  veniaUi: '@magento/venia-ui@11.7.3',
  vueStorefront: '@vue-storefront/magento-api@6.3.0',
}
const CLIENT_ONLY_DIRECTIVES = new Set(['client', 'connection', 'nonreactive', 'export', 'unmask'])

interface Document {
  client: string
  file: string
  text: string
}

interface Outcome {
  client: string
  where: string
  errors: string[]
  /** The operation fails against Magento Open Source's own schema too. */
  beyondOpenSource: boolean
  /** The operation as the client sends it, with the fragments it uses (absent if the document does not parse). */
  sent?: DocumentNode
}

const root = path.resolve(import.meta.dirname, '..')
const [option, value] = process.argv.slice(2)
const endpoint = option === '--execute' ? value : undefined
if (option === '--execute' && !endpoint) throw new Error('--execute needs the GraphQL URL of a running shop')
const schemaPath = endpoint ? undefined : option
const schema = buildSchema(fs.readFileSync(schemaPath ?? path.join(root, 'commerce/schema.graphql'), 'utf8'))
const referencePath = path.join(root, '../shared/magento/magento-os-2.4.9.graphql')
const reference = fs.existsSync(referencePath) ? buildSchema(fs.readFileSync(referencePath, 'utf8')) : undefined
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'magento-clients-'))

function unpack(spec: string): string {
  const tarball = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', work], { encoding: 'utf8' })
  const dir = path.join(work, tarball.trim().replace(/\.tgz$/, ''))
  fs.mkdirSync(dir)
  execFileSync('tar', ['-xzf', path.join(work, tarball.trim()), '-C', dir])
  return path.join(dir, 'package')
}

function filesUnder(dir: string, wanted: (file: string) => boolean): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => wanted(file) && !file.includes(`${path.sep}__tests__${path.sep}`))
    .sort()
}

// ---------------------------------------------------------------- PWA Studio

type Packages = { peregrine: string; veniaUi: string }
type GqlTag = (strings: TemplateStringsArray | string, ...values: unknown[]) => string

async function pwaStudioDocuments(packages: Packages): Promise<Document[]> {
  const clients = [
    { client: CLIENTS.peregrine, dir: packages.peregrine },
    { client: CLIENTS.veniaUi, dir: packages.veniaUi },
  ]
  const entries = clients.flatMap(({ dir }) =>
    filesUnder(path.join(dir, 'lib'), (file) => /\.gql(\.ce)?\.js$/.test(file)),
  )
  const recorded: { file: string; text: string }[] = []
  ;(globalThis as { gqlOf?: (file: string) => GqlTag }).gqlOf =
    (file) =>
    (strings, ...values) => {
      const parts = typeof strings === 'string' ? [strings] : strings
      const text = values.reduce<string>((joined, value, i) => joined + String(value) + parts[i + 1], parts[0] ?? '')
      recorded.push({ file, text })
      return text
    }
  const copies = new Map<string, string>()
  for (const entry of entries) await import(pathToFileURL(copyOf(entry, packages, copies)).href)
  return recorded
    .filter(({ file }) => entries.includes(file))
    .map(({ file, text }) => {
      const { client, dir } = clients.find(({ dir }) => file.startsWith(dir + path.sep)) ?? clients[0]
      return { client, file: path.relative(dir, file), text }
    })
}

/** Copies a GraphQL module into the work directory with its imports rewritten; returns the copy's path. */
function copyOf(file: string, packages: Packages, copies: Map<string, string>): string {
  const known = copies.get(file)
  if (known) return known
  const copy = path.join(work, 'modules', `${copies.size}.mjs`)
  copies.set(file, copy)
  const source = fs.readFileSync(file, 'utf8')
  const rewritten = source.replace(
    /^(import|export)\s+([\s\S]*?)\s+from\s+['"]([^'"]+)['"];?/gm,
    (_statement, keyword: string, bindings: string, specifier: string) => {
      if (specifier === '@apollo/client' || specifier === 'graphql-tag') {
        return bindingsFrom(bindings, `{ gql: globalThis.gqlOf(${JSON.stringify(file)}) }`, 'gql')
      }
      const target = resolveModule(specifier, path.dirname(file), packages)
      if (target && isGraphQLModule(target)) {
        return `${keyword} ${bindings} from ${JSON.stringify(pathToFileURL(copyOf(target, packages, copies)).href)};`
      }
      return keyword === 'import' ? bindingsFrom(bindings, 'globalThis.inertStub', null) : ''
    },
  )
  fs.mkdirSync(path.dirname(copy), { recursive: true })
  fs.writeFileSync(copy, `globalThis.inertStub ??= ${INERT_STUB};\n${rewritten}`)
  return copy
}

// Anything a GraphQL module imports besides GraphQL (storage helpers, constants) stands in as a value that can be
// called, constructed and read from without effect.
const INERT_STUB =
  'new Proxy(function () {}, { get: (t, p) => (p === Symbol.toPrimitive ? () => "" : globalThis.inertStub), apply: () => globalThis.inertStub, construct: () => globalThis.inertStub })'

/** `import X, { a, b as c } from` → `const X = …, { a, b: c } = …` over the given value. */
function bindingsFrom(bindings: string, value: string, defaultName: string | null): string {
  const named = bindings.match(/\{([\s\S]*)\}/)?.[1]
  const head = bindings
    .replace(/\{[\s\S]*\}/, '')
    .replace(/,/g, ' ')
    .trim()
  const declarations: string[] = []
  if (head.startsWith('* as ')) declarations.push(`${head.slice(5).trim()} = ${value}`)
  else if (head) declarations.push(`${head} = (${value})${defaultName ? `.${defaultName}` : ''}`)
  if (named) declarations.push(`{ ${named.replace(/\s+as\s+/g, ': ')} } = ${value}`)
  return declarations.length ? `const ${declarations.join(', ')};` : ''
}

function isGraphQLModule(file: string): boolean {
  return /\.gql(\.ce)?\.js$/.test(file) || fs.readFileSync(file, 'utf8').includes('gql`')
}

function resolveModule(specifier: string, from: string, packages: Packages): string | undefined {
  const base = specifier.startsWith('.')
    ? path.resolve(from, specifier)
    : specifier.startsWith('@magento/peregrine/')
      ? path.join(packages.peregrine, specifier.slice('@magento/peregrine/'.length))
      : specifier.startsWith('@magento/venia-ui/')
        ? path.join(packages.veniaUi, specifier.slice('@magento/venia-ui/'.length))
        : undefined
  if (!base) return undefined
  // PWA Studio's build picks the `.ce.js` variant for Magento Open Source
  return [base, `${base}.js`, `${base}.ce.js`, path.join(base, 'index.js')].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  )
}

// ---------------------------------------------------------------- Vue Storefront

function vueStorefrontDocuments(client: string, dir: string): Document[] {
  return filesUnder(path.join(dir, 'server', 'api'), (file) => file.endsWith('.d.ts')).flatMap((file) => {
    const literal = fs.readFileSync(file, 'utf8').match(/declare const \w+: ("(?:[^"\\]|\\.)*");/)?.[1]
    if (!literal) return []
    return [{ client, file: path.relative(dir, file), text: JSON.parse(literal.replace(/\\'/g, "'")) as string }]
  })
}

// ---------------------------------------------------------------- validation

function check(document: Document): (Outcome | 'skipped')[] {
  const { client } = document
  const where = (name: string) => `${client} ${document.file} ${name}`
  let parsed: DocumentNode
  try {
    parsed = parse(document.text)
  } catch (error) {
    return [{ client, where: where('(document)'), errors: [String(error)], beyondOpenSource: false }]
  }
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of parsed.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION && !fragments.has(definition.name.value)) {
      fragments.set(definition.name.value, definition) // Apollo's gql drops repeated fragments the same way
    }
  }
  return parsed.definitions
    .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      const sent = withoutClientOnly({
        kind: Kind.DOCUMENT,
        definitions: [operation, ...fragmentsUsedBy(operation, fragments)],
      })
      if (!sent) return 'skipped'
      const errors = validate(schema, sent, specifiedRules).map((error) => error.message)
      const beyondOpenSource =
        errors.length > 0 && reference !== undefined && validate(reference, sent, specifiedRules).length > 0
      return {
        client,
        where: where(`${operation.operation} ${operation.name?.value ?? '(anonymous)'}`),
        errors,
        beyondOpenSource,
        sent,
      }
    })
}

function fragmentsUsedBy(operation: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>) {
  const used = new Map<string, FragmentDefinitionNode>()
  const pending: DefinitionNode[] = [operation]
  for (let node = pending.pop(); node; node = pending.pop()) {
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value)
        if (fragment && !used.has(fragment.name.value)) {
          used.set(fragment.name.value, fragment)
          pending.push(fragment)
        }
      },
    })
  }
  return [...used.values()]
}

// A selection whose fields were all client fields goes too, as Apollo drops it.
const emptied = (node: { selectionSet?: SelectionSetNode }) => node.selectionSet?.selections.length === 0

/** The document as Apollo sends it: without @client selections and client-only directives; undefined if nothing is left. */
function withoutClientOnly(document: DocumentNode): DocumentNode | undefined {
  const isClient = (node: { directives?: readonly { name: { value: string } }[] }) =>
    node.directives?.some((directive) => directive.name.value === 'client') ?? false
  const stripped = visit(document, {
    Field: {
      enter: (node) => (isClient(node) ? null : undefined),
      leave: (node) => (emptied(node) ? null : undefined),
    },
    InlineFragment: {
      enter: (node) => (isClient(node) ? null : undefined),
      leave: (node) => (emptied(node) ? null : undefined),
    },
    FragmentSpread: (node) => (isClient(node) ? null : undefined),
    Directive: (node) => (CLIENT_ONLY_DIRECTIVES.has(node.name.value) ? null : undefined),
  })
  const nothingLeft = stripped.definitions.some((definition) => 'selectionSet' in definition && emptied(definition))
  return nothingLeft ? undefined : stripped
}

function report(outcomes: Outcome[], operations: number) {
  const invalid = outcomes.filter((outcome) => outcome.errors.length > 0)
  const failed = invalid.filter((outcome) => !outcome.beyondOpenSource)
  for (const outcome of invalid) {
    console.log(`${outcome.beyondOpenSource ? 'NOT IN MAGENTO OPEN SOURCE' : 'FAIL'} ${outcome.where}`)
    for (const error of outcome.errors) console.log(`  - ${error}`)
  }
  for (const client of Object.values(CLIENTS)) {
    const own = outcomes.filter((outcome) => outcome.client === client)
    const ownFailed = own.filter((outcome) => outcome.errors.length > 0).length
    console.log(`${client}: ${own.length - ownFailed} of ${own.length} operations valid`)
  }
  const beyond = invalid.length - failed.length
  console.log(
    `${beyond} operations need Adobe Commerce or a third-party module (they fail against Magento's own schema)`,
  )
  console.log(
    `${outcomes.length - invalid.length} passed, ${failed.length} failed, ${operations - outcomes.length + beyond} skipped`,
  )
  process.exitCode = failed.length > 0 ? 1 : 0
}

function valid(outcomes: Outcome[]): Operation[] {
  return outcomes.flatMap(({ client, where, errors, sent }) =>
    errors.length === 0 && sent ? [{ client, where, document: sent }] : [],
  )
}

try {
  const packages: Packages = { peregrine: unpack(CLIENTS.peregrine), veniaUi: unpack(CLIENTS.veniaUi) }
  const documents = [
    ...(await pwaStudioDocuments(packages)),
    ...vueStorefrontDocuments(CLIENTS.vueStorefront, unpack(CLIENTS.vueStorefront)),
  ]
  const outcomes = documents.flatMap(check)
  const checked = outcomes.filter((outcome): outcome is Outcome => outcome !== 'skipped')
  if (endpoint) await execute(valid(checked), { endpoint, schema })
  else report(checked, outcomes.length)
} finally {
  fs.rmSync(work, { recursive: true, force: true })
}
