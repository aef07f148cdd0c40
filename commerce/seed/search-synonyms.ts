/**
 * Search synonym groups (Magento's `search_synonyms`): the words buyers use for the same products. Store 0 holds
 * the groups of every store view (German and English product words, so either language finds them in both, and the
 * trade names of the materials); a store view's own groups hold words of its language only. Entries are
 * prefix-matched, so plurals need no entry of their own ("sheet" finds "sheets"); an entry of fewer than three
 * letters ("pp", "pe") and one ending in a number ("pe 1000") match whole. Groups are symmetric, as in Magento:
 * every entry finds what the others find, so a group holds names of one thing only (a grade with its trade names,
 * never a family with its members: "PE 1000" would then find every PE).
 */
export type SearchSynonymGroup = { group_id: number; store_id: number; synonyms: string }

const ALL = 0
const DE = 1
const EN = 2

export const SEARCH_SYNONYMS: readonly SearchSynonymGroup[] = [
  [ALL, 'platte,tafel,sheet,plate'],
  [ALL, 'pressplatte,pressed sheet,pressed plate'],
  [ALL, 'schaum,hartschaum,schaumplatte,schaumstoffplatte,foam,foam board,foam sheet,foamboard'],
  [ALL, 'stab,stäbe,rundstab,rod,round bar'],
  [ALL, 'schweißdraht,schweißstab,welding rod,welding wire'],
  [ALL, 'zuschnitt,cut to size'],
  [ALL, 'gleitleiste,wear strip,slide strip'],
  [ALL, 'rolle,coil'],
  [ALL, 'weiß,white'],
  [ALL, 'schwarz,black'],
  [ALL, 'grau,grey,gray'],
  [ALL, 'lichtgrau,light grey,light gray'],
  [ALL, 'kieselgrau,pebble grey,pebble gray'],
  [ALL, 'natur,natural'],
  [ALL, 'grün,green'],
  [ALL, 'blau,blue'],
  [ALL, 'rot,red'],
  [ALL, 'gelb,yellow'],
  // Materials by their chemical names and grades by their trade names (migration 0019).
  [ALL, 'polypropylen,polypropylene,pp'],
  [ALL, 'polyethylen,polyethylene,pe'],
  [ALL, 'polyvinylchlorid,polyvinyl chloride,pvc'],
  [ALL, 'hdpe,pe-hd,pe 300'],
  [ALL, 'hmw,hmwpe,hmw-pe,pe-hmw,pe 500'],
  [ALL, 'uhmw,uhmwpe,uhmw-pe,pe-uhmw,pe 1000'],
  [ALL, 'homopolymer,pp-h,pph'],
  [ALL, 'copolymer,pp-c,ppc'],
  [DE, 'hart-pvc,pvc hart,pvc-u'],
  [DE, 'schwer entflammbar,flammhemmend,pp-s'],
  [EN, 'rigid pvc,upvc,pvc-u'],
  [EN, 'flame-retardant,flame retardant,pp-s'],
  // The foams by their trade names (migration 0026).
  [ALL, 'forex,pvc-freischaum,pvc free foam'],
  [ALL, 'kömacel,pvc-integralschaum,pvc integral foam'],
].map(([store_id, synonyms], i) => ({ group_id: i + 1, store_id: store_id as number, synonyms: synonyms as string }))
