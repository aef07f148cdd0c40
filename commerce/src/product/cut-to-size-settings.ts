/**
 * The settings of cut to size (`catalog/cut_to_size/*` in core_config_data): the saw's trim and kerf, the smallest
 * piece, the most pieces of a list, and the tolerance and cutting charge by thickness, stored as JSON bands (as
 * Magento stores its serialized array settings). The cart prices with them; the storefront reads them through
 * `StoreConfig.cut_to_size`.
 */
import type { Band, CutSettings } from '../../../rules/cut-list'

const PATH = 'catalog/cut_to_size'

/** Bands as stored: `[{"up_to":10,"value":0.5},{"up_to":null,"value":1}]`; anything unreadable counts as none. */
function bands(json: string | null): Band[] {
  try {
    const read = JSON.parse(json ?? '[]') as { up_to?: unknown; value?: unknown }[]
    return read.flatMap((band) =>
      typeof band.value === 'number' && (band.up_to === null || typeof band.up_to === 'number')
        ? [{ upTo: band.up_to, value: band.value }]
        : [],
    )
  } catch {
    return []
  }
}

export function cutToSizeSettings(config: (path: string) => string | null): CutSettings {
  const number = (field: string) => Number(config(`${PATH}/${field}`) ?? 0) || 0
  return {
    trim: number('trim'),
    kerf: number('kerf'),
    minPiece: number('min_piece'),
    maxPieces: number('max_pieces'),
    tolerances: bands(config(`${PATH}/tolerances`)),
    chargePerMetre: bands(config(`${PATH}/charge_per_metre`)),
    milledSurchargePerMetre: number('milled_surcharge_per_metre'),
  }
}

/** The settings as `StoreConfig.cut_to_size` answers them. */
export function cutToSizeSettingsOutput(settings: CutSettings) {
  const output = (list: Band[]) => list.map((band) => ({ up_to: band.upTo, value: band.value }))
  return {
    trim: settings.trim,
    kerf: settings.kerf,
    min_piece: settings.minPiece,
    max_pieces: settings.maxPieces,
    tolerances: output(settings.tolerances),
    charge_per_metre: output(settings.chargePerMetre),
    milled_surcharge_per_metre: settings.milledSurchargePerMetre,
  }
}
