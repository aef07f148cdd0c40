import { GraphQlInputException, GraphQlNoSuchEntityException } from '../kernel/errors'
import { __ } from '../kernel/phrase'
import type { Resolvers } from '../kernel/resolvers-types.generated'
import { cmsPageValue, findBlocks, findPage } from './cms-repository'

export const cmsResolvers: Resolvers = {
  Query: {
    cmsPage: async (_root, args, ctx) => {
      if (args.id != null) {
        const page = await findPage(ctx.db, ctx.store.store_id, { id: args.id })
        if (!page) throw new GraphQlNoSuchEntityException(__('The CMS page with the "%1" ID doesn\'t exist.', args.id))
        return cmsPageValue(page)
      }
      if (args.identifier != null) {
        const page = await findPage(ctx.db, ctx.store.store_id, { identifier: args.identifier })
        if (!page)
          throw new GraphQlNoSuchEntityException(__('CMS Page with identifier "%1" does not exist.', args.identifier))
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
          : new GraphQlNoSuchEntityException(__('The CMS block with the "%1" ID doesn\'t exist.', key))
      })
      return { items }
    },
  },
}
