/**
 * Search synonym groups for every store view (Magento's `search_synonyms`, store 0): the German and English words
 * buyers use for the same products, so either language finds them in both store views. Entries are prefix-matched,
 * so plurals need no entry of their own ("sheet" finds "sheets").
 */
export const SEARCH_SYNONYMS: readonly string[] = [
  'platte,tafel,sheet,plate',
  'pressplatte,pressed sheet,pressed plate',
  'hartschaum,schaumplatte,schaumstoffplatte,foam board,foam sheet,foamboard',
  'stab,stäbe,rundstab,rod,round bar',
  'schweißdraht,schweißstab,welding rod,welding wire',
  'zuschnitt,cut to size',
  'gleitleiste,wear strip,slide strip',
  'rolle,coil',
  'weiß,white',
  'schwarz,black',
  'grau,grey,gray',
  'lichtgrau,light grey,light gray',
  'kieselgrau,pebble grey,pebble gray',
  'natur,natural',
  'grün,green',
  'blau,blue',
  'rot,red',
  'gelb,yellow',
]
