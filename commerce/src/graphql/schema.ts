/**
 * The executable schema, built once per isolate from commerce/schema.graphql (the contract the storefront types
 * its documents against). The SDL arrives as text: Vite's `?raw` in the Cloudflare Vite plugin, a wrangler Text
 * module rule under `wrangler deploy` / `wrangler dev` (see commerce/wrangler.jsonc).
 */
import { buildSchema, type GraphQLSchema } from 'graphql'
import sdl from '../../schema.graphql?raw'
import { productResolvers } from '../catalog/product/resolvers'
import { catalogResolvers } from '../catalog/resolvers'
import { cmsResolvers } from '../cms/resolvers'
import { directoryResolvers } from '../directory/resolvers'
import { quoteResolvers } from '../quote/resolvers'
import { storeResolvers } from '../store/resolvers'
import { urlResolvers } from '../url/route'
import { mergeResolvers } from './resolvers'

export const resolvers = mergeResolvers(
  storeResolvers,
  directoryResolvers,
  cmsResolvers,
  catalogResolvers,
  productResolvers,
  urlResolvers,
  quoteResolvers,
)

let schema: GraphQLSchema | undefined

export function getSchema(): GraphQLSchema {
  schema ??= buildSchema(sdl)
  return schema
}
