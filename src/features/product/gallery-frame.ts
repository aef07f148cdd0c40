import type { CSSProperties } from 'react'
import { appConfig } from '../../../app.config'

/**
 * The main picture's frame, for the gallery and its skeleton: from a tablet's width it keeps the picture's proportions
 * (no layout shift); a phone shows a low band instead, so that price, stock and the add button stay on the first screen.
 */
export const galleryFrameStyle = {
  '--gallery-aspect': `${appConfig.imageSizes.galleryFull.width} / ${appConfig.imageSizes.galleryFull.height}`,
} as CSSProperties
