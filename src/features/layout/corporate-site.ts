import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CorporateLinks, CorporatePage } from '../../i18n/corporate-page'

interface MenuLinkSource {
  page: CorporatePage
  label: MessageDescriptor
  variants?: readonly MenuLinkSource[]
}

interface MenuSectionSource {
  id: string
  label: MessageDescriptor
  page?: CorporatePage
  links?: readonly MenuLinkSource[]
}

/** The header menu: sections with sub-menus, and single links. */
const corporateMenu: readonly MenuSectionSource[] = [
  {
    id: 'company',
    label: msg`Company`,
    links: [
      { page: 'aboutUs', label: msg`About us` },
      { page: 'sites', label: msg`Sites` },
      { page: 'quality', label: msg`Quality` },
      { page: 'logisticsAndService', label: msg`Logistics and service` },
      { page: 'news', label: msg`News` },
    ],
  },
  {
    id: 'products',
    label: msg`Products`,
    links: [
      {
        page: 'extrudedSheets',
        label: msg`Extruded sheets`,
        variants: [
          { page: 'extrudedSheetsPvcU', label: msg`PVC-U sheets` },
          { page: 'extrudedSheetsPp', label: msg`PP sheets` },
          { page: 'extrudedSheetsPe', label: msg`PE sheets` },
        ],
      },
      { page: 'pressedPlates', label: msg`Pressed plates` },
      { page: 'rodsAndWeldingRod', label: msg`Rods and welding rod` },
      { page: 'pvcFoamBoards', label: msg`PVC foam boards` },
      { page: 'prefabricatedParts', label: msg`Prefabricated parts` },
    ],
  },
  {
    id: 'industries',
    label: msg`Industries`,
    links: [
      { page: 'poolConstruction', label: msg`Pool construction` },
      { page: 'funSport', label: msg`Fun sport` },
      { page: 'iceHockey', label: msg`Ice hockey` },
      { page: 'orthopedics', label: msg`Orthopedics` },
      { page: 'ventilationSystems', label: msg`Ventilation systems` },
      { page: 'vesselAndApparatusEngineering', label: msg`Vessel and apparatus engineering` },
      { page: 'conveyorTechnology', label: msg`Conveyor technology` },
      { page: 'playgroundConstruction', label: msg`Playground construction` },
    ],
  },
  { id: 'career', label: msg`Career`, page: 'career' },
  { id: 'downloads', label: msg`Downloads`, page: 'downloads' },
  { id: 'contact', label: msg`Contact`, page: 'contact' },
]

export interface MenuLink {
  id: CorporatePage
  label: MessageDescriptor
  href: string
  variants: readonly MenuLink[]
}

export interface MenuSection {
  id: string
  label: MessageDescriptor
  href?: string
  links: readonly MenuLink[]
}

function resolveLinks(pages: CorporateLinks, links: readonly MenuLinkSource[] = []): MenuLink[] {
  return links.flatMap(({ page, label, variants }) => {
    const href = pages[page]
    return href === undefined ? [] : [{ id: page, label, href, variants: resolveLinks(pages, variants) }]
  })
}

/** The menu of a locale's links: pages the corporate site lacks in that locale (career in English) are left out. */
export function corporateMenuFor(pages: CorporateLinks): MenuSection[] {
  return corporateMenu.flatMap(({ id, label, page, links }) => {
    const href = page === undefined ? undefined : pages[page]
    const resolved = resolveLinks(pages, links)
    return href === undefined && resolved.length === 0 ? [] : [{ id, label, href, links: resolved }]
  })
}
