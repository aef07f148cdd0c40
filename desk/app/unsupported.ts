import type { DataProvider } from 'react-admin'

/** A data provider that has none of react-admin's calls: a resource's provider starts from it. */
export function unsupported(resource: string): DataProvider {
  const refuse = (call: string) => () => Promise.reject(new Error(`The sales desk has no ${call} for ${resource}.`))
  return {
    getList: refuse('getList'),
    getOne: refuse('getOne'),
    getMany: refuse('getMany'),
    getManyReference: refuse('getManyReference'),
    update: refuse('update'),
    updateMany: refuse('updateMany'),
    create: refuse('create'),
    delete: refuse('delete'),
    deleteMany: refuse('deleteMany'),
  }
}
