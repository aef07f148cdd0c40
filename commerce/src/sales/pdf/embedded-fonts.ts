/**
 * The documents' font, Noto Sans Regular and Bold (fonts/README.md): it writes Latin with every extension, Greek and
 * Cyrillic, so a name such as "Łukasz Dąbrowski, Łódź" prints as written. The files arrive as binary data modules.
 */
import bold from './fonts/noto-sans-bold.ttf.bin'
import regular from './fonts/noto-sans-regular.ttf.bin'
import type { FontFiles } from './layout'

export const documentFonts: FontFiles = { regular, bold }
