/**
 * Category seed: the product families of the header menu, four levels deep counting the store root
 * ("Default Category", level 1) → family group (level 2) → family (level 3) → material (level 4).
 * Ids are fixed so that the seed is deterministic and the tests can name them.
 */
export type SeedCategory = {
  id: number
  de: { name: string; url_key: string; description: string; keywords?: string }
  en: { name: string; url_key: string; description: string; keywords?: string }
  children?: SeedCategory[]
}

const material = (
  id: number,
  name: string,
  urlKey: string,
  de: { family: string; text: string },
  en: { family: string; text: string; name?: string; url_key?: string },
): SeedCategory => {
  const enName = en.name ?? name
  return {
    id,
    de: { name, url_key: urlKey, description: `${name} – ${de.family}. ${de.text}`, keywords: `${name}, ${de.family}` },
    en: {
      name: enName,
      url_key: en.url_key ?? urlKey,
      description: `${enName} – ${en.family}. ${en.text}`,
      keywords: `${enName}, ${en.family}`,
    },
  }
}

export const CATEGORY_TREE: SeedCategory[] = [
  {
    id: 3,
    de: {
      name: 'Platten',
      url_key: 'platten',
      description: 'Kunststoffplatten ab Lager: extrudiert, gepresst und geschäumt, in vielen Stärken und Formaten.',
      keywords: 'Kunststoffplatten, Platten ab Lager',
    },
    en: {
      name: 'Sheets',
      url_key: 'sheets',
      description: 'Plastic sheets from stock: extruded, pressed and foamed, in many thicknesses and formats.',
      keywords: 'plastic sheets, sheets from stock',
    },
    children: [
      {
        id: 4,
        de: {
          name: 'Extrudierte Platten',
          url_key: 'extrudierte-platten',
          description: 'Extrudierte Platten aus PVC-U, PP und PE für Behälter-, Apparate- und Anlagenbau.',
          keywords: 'extrudierte Platten, PVC-U-Platten, PP-Platten, PE-Platten',
        },
        en: {
          name: 'Extruded sheets',
          url_key: 'extruded-sheets',
          description: 'Extruded PVC-U, PP and PE sheets for tank, apparatus and plant construction.',
          keywords: 'extruded sheets, PVC-U sheets, PP sheets, PE sheets',
        },
        children: [
          material(
            5,
            'PVC-U',
            'pvc-u',
            { family: 'extrudierte Platten', text: 'Chemikalienbeständig, schwer entflammbar und gut schweißbar.' },
            { family: 'extruded sheets', text: 'Chemically resistant, flame-retardant and easy to weld.' },
          ),
          material(
            6,
            'PP',
            'pp',
            { family: 'extrudierte Platten', text: 'Leicht, zäh und beständig gegen Säuren und Laugen.' },
            { family: 'extruded sheets', text: 'Lightweight, tough and resistant to acids and alkalis.' },
          ),
          material(
            7,
            'PE',
            'pe',
            { family: 'extrudierte Platten', text: 'Schlagzäh, lebensmittelgeeignet und feuchtigkeitsbeständig.' },
            { family: 'extruded sheets', text: 'Impact-resistant, food-safe and unaffected by moisture.' },
          ),
        ],
      },
      {
        id: 8,
        de: {
          name: 'Pressplatten',
          url_key: 'pressplatten',
          description: 'Gepresste Platten aus PE 500 und PE 1000 für verschleißfeste Maschinenteile.',
          keywords: 'Pressplatten, PE 500, PE 1000, UHMW-PE',
        },
        en: {
          name: 'Pressed sheets',
          url_key: 'pressed-sheets',
          description: 'Pressed PE 500 and PE 1000 sheets for wear-resistant machine parts.',
          keywords: 'pressed sheets, PE 500, PE 1000, UHMW-PE',
        },
        children: [
          material(
            9,
            'PE 500',
            'pe-500',
            { family: 'Pressplatten', text: 'Hochmolekulares Polyethylen mit guter Gleitfähigkeit.' },
            { family: 'pressed sheets', text: 'High-molecular-weight polyethylene with good sliding properties.' },
          ),
          material(
            10,
            'PE 1000',
            'pe-1000',
            { family: 'Pressplatten', text: 'Ultrahochmolekulares Polyethylen mit höchster Abriebfestigkeit.' },
            {
              family: 'pressed sheets',
              text: 'Ultra-high-molecular-weight polyethylene with top abrasion resistance.',
            },
          ),
        ],
      },
      {
        id: 11,
        de: {
          name: 'PVC-Hartschaumplatten',
          url_key: 'pvc-hartschaumplatten',
          description: 'Leichte PVC-Hartschaumplatten für Werbetechnik, Messebau und Innenausbau.',
          keywords: 'PVC-Hartschaumplatten, Schaumplatten',
        },
        en: {
          name: 'PVC foam boards',
          url_key: 'pvc-foam-boards',
          description: 'Lightweight PVC foam boards for signage, exhibition stands and interior fitting.',
          keywords: 'PVC foam boards, foam sheets',
        },
        children: [
          material(
            12,
            'Freischaum',
            'freischaum',
            { family: 'PVC-Hartschaumplatten', text: 'Feinzellig, leicht zu bedrucken und zu verarbeiten.' },
            {
              family: 'PVC foam boards',
              text: 'Fine-celled, easy to print on and to process.',
              name: 'Free foam',
              url_key: 'free-foam',
            },
          ),
          material(
            13,
            'Integralschaum',
            'integralschaum',
            { family: 'PVC-Hartschaumplatten', text: 'Harte, geschlossene Oberfläche mit geschäumtem Kern.' },
            {
              family: 'PVC foam boards',
              text: 'Hard closed surface with a foamed core.',
              name: 'Integral foam',
              url_key: 'integral-foam',
            },
          ),
        ],
      },
    ],
  },
  {
    id: 14,
    de: {
      name: 'Stäbe und Schweißdraht',
      url_key: 'staebe-und-schweissdraht',
      description: 'Rundstäbe und Schweißdraht aus PVC-U, PP und PE, passend zu unseren Platten.',
      keywords: 'Rundstäbe, Schweißdraht, Kunststoffstäbe',
    },
    en: {
      name: 'Rods and welding rod',
      url_key: 'rods-and-welding-rod',
      description: 'Round rods and welding rod in PVC-U, PP and PE to match our sheets.',
      keywords: 'round rods, welding rod, plastic rods',
    },
    children: [
      {
        id: 15,
        de: {
          name: 'Rundstäbe',
          url_key: 'rundstaebe',
          description: 'Extrudierte Rundstäbe zum Drehen und Fräsen.',
          keywords: 'Rundstäbe, Kunststoff Rundstab',
        },
        en: {
          name: 'Round rods',
          url_key: 'round-rods',
          description: 'Extruded round rods for turning and milling.',
          keywords: 'round rods, plastic round bar',
        },
        children: [
          material(
            16,
            'PVC-U',
            'pvc-u',
            { family: 'Rundstäbe', text: 'Formstabil und gut zerspanbar.' },
            { family: 'round rods', text: 'Dimensionally stable and easy to machine.' },
          ),
          material(
            17,
            'PP',
            'pp',
            { family: 'Rundstäbe', text: 'Leicht und chemikalienbeständig.' },
            { family: 'round rods', text: 'Lightweight and chemically resistant.' },
          ),
          material(
            18,
            'PE',
            'pe',
            { family: 'Rundstäbe', text: 'Zäh und gleitfähig.' },
            { family: 'round rods', text: 'Tough with good sliding properties.' },
          ),
        ],
      },
      {
        id: 19,
        de: {
          name: 'Schweißdraht',
          url_key: 'schweissdraht',
          description: 'Schweißdraht zum Warmgas- und Extrusionsschweißen unserer Platten.',
          keywords: 'Schweißdraht, Kunststoffschweißdraht',
        },
        en: {
          name: 'Welding rod',
          url_key: 'welding-rod',
          description: 'Welding rod for hot-gas and extrusion welding of our sheets.',
          keywords: 'welding rod, plastic welding rod',
        },
        children: [
          material(
            20,
            'PVC-U',
            'pvc-u',
            { family: 'Schweißdraht', text: 'Farblich passend zu PVC-U-Platten.' },
            { family: 'welding rod', text: 'Colour-matched to PVC-U sheets.' },
          ),
          material(
            21,
            'PP',
            'pp',
            { family: 'Schweißdraht', text: 'Farblich passend zu PP-Platten.' },
            { family: 'welding rod', text: 'Colour-matched to PP sheets.' },
          ),
          material(
            22,
            'PE',
            'pe',
            { family: 'Schweißdraht', text: 'Farblich passend zu PE-Platten.' },
            { family: 'welding rod', text: 'Colour-matched to PE sheets.' },
          ),
        ],
      },
    ],
  },
  {
    id: 23,
    de: {
      name: 'Zuschnitte und Fertigteile',
      url_key: 'zuschnitte-und-fertigteile',
      description: 'Zuschnitte nach Maß und einbaufertige Teile aus unseren Werkstoffen.',
      keywords: 'Zuschnitte, Fertigteile, Kunststoffbearbeitung',
    },
    en: {
      name: 'Prefabricated parts',
      url_key: 'prefabricated-parts',
      description: 'Cut-to-size sheets and ready-to-fit parts made from our materials.',
      keywords: 'cut-to-size, prefabricated parts, plastic machining',
    },
    children: [
      {
        id: 24,
        de: {
          name: 'Zuschnitte',
          url_key: 'zuschnitte',
          description: 'Plattenzuschnitte in Ihren Maßen, sauber gesägt oder gefräst.',
          keywords: 'Zuschnitte, Plattenzuschnitt',
        },
        en: {
          name: 'Cut-to-size sheets',
          url_key: 'cut-to-size-sheets',
          description: 'Sheets cut to your dimensions, cleanly sawn or milled.',
          keywords: 'cut-to-size sheets, sheet cutting',
        },
      },
      {
        id: 25,
        de: {
          name: 'Fertigteile',
          url_key: 'fertigteile',
          description: 'CNC-gefertigte Teile nach Zeichnung, in Serie oder als Einzelstück.',
          keywords: 'Fertigteile, CNC-Teile, Kunststoffteile',
        },
        en: {
          name: 'Finished parts',
          url_key: 'finished-parts',
          description: 'CNC-machined parts to drawing, in series or as one-offs.',
          keywords: 'finished parts, CNC parts, plastic parts',
        },
      },
    ],
  },
]
