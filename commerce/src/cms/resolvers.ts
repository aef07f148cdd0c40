import { GraphQlInputException, GraphQlNoSuchEntityException } from '../kernel/errors'
import type { Resolvers } from '../kernel/resolvers-types.generated'
import { cmsPageValue, findBlocks, findPage } from './cms-repository'

export const cmsResolvers: Resolvers = {
  Query: {
    cmsPage: async (_root, args, ctx) => {
      if (args.id != null) {
        const page = await findPage(ctx.db, ctx.store.store_id, { id: args.id })
        if (!page) throw new GraphQlNoSuchEntityException(`The CMS page with the "${args.id}" ID doesn't exist.`)
        return cmsPageValue(page)
      }
      if (args.identifier != null) {
        const page = await findPage(ctx.db, ctx.store.store_id, { identifier: args.identifier })
        if (!page)
          throw new GraphQlNoSuchEntityException(`CMS Page with identifier "${args.identifier}" does not exist.`)
        return cmsPageValue(page)
      }
      throw new GraphQlInputException('Page id/identifier should be specified')
    },
    // Magento answers every requested block in order; a missing one becomes a null item with its own error.
    cmsBlocks: async (_root, args, ctx) => {
      const keys = (args.identifiers ?? []).filter((k): k is string => typeof k === 'string')
      if (keys.length === 0) throw new GraphQlInputException('"identifiers" of CMS blocks should be specified')
      const rows = await findBlocks(ctx.db, ctx.store.store_id, keys)
      const items = keys.map((key) => {
        const block = /^\d+$/.test(key)
          ? rows.find((b) => b.block_id === Number(key))
          : rows.find((b) => b.identifier === key)
        return block
          ? { identifier: block.identifier, title: block.title, content: block.content }
          : new GraphQlNoSuchEntityException(`The CMS block with the "${key}" ID doesn't exist.`)
      })
      return { items }
    },
  },
}
