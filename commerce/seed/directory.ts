/**
 * Directory seed: every ISO 3166-1 country (as Debian's iso-codes lists them) plus Kosovo (XK), which Magento
 * also ships, as "alpha-2 + alpha-3" pairs. Names in each store locale are produced by Intl.DisplayNames when the
 * seed is generated, so the runtime needs no ICU data.
 */
export const COUNTRY_CODES =
  'ADAND AEARE AFAFG AGATG AIAIA ALALB AMARM AOAGO AQATA ARARG ASASM ATAUT AUAUS AWABW AXALA AZAZE BABIH BBBRB BDBGD BEBEL BFBFA BGBGR BHBHR BIBDI BJBEN BLBLM BMBMU BNBRN BOBOL BQBES BRBRA BSBHS BTBTN BVBVT BWBWA BYBLR BZBLZ CACAN CCCCK CDCOD CFCAF CGCOG CHCHE CICIV CKCOK CLCHL CMCMR CNCHN COCOL CRCRI CUCUB CVCPV CWCUW CXCXR CYCYP CZCZE DEDEU DJDJI DKDNK DMDMA DODOM DZDZA ECECU EEEST EGEGY EHESH ERERI ESESP ETETH FIFIN FJFJI FKFLK FMFSM FOFRO FRFRA GAGAB GBGBR GDGRD GEGEO GFGUF GGGGY GHGHA GIGIB GLGRL GMGMB GNGIN GPGLP GQGNQ GRGRC GSSGS GTGTM GUGUM GWGNB GYGUY HKHKG HMHMD HNHND HRHRV HTHTI HUHUN IDIDN IEIRL ILISR IMIMN ININD IOIOT IQIRQ IRIRN ISISL ITITA JEJEY JMJAM JOJOR JPJPN KEKEN KGKGZ KHKHM KIKIR KMCOM KNKNA KPPRK KRKOR KWKWT KYCYM KZKAZ LALAO LBLBN LCLCA LILIE LKLKA LRLBR LSLSO LTLTU LULUX LVLVA LYLBY MAMAR MCMCO MDMDA MEMNE MFMAF MGMDG MHMHL MKMKD MLMLI MMMMR MNMNG MOMAC MPMNP MQMTQ MRMRT MSMSR MTMLT MUMUS MVMDV MWMWI MXMEX MYMYS MZMOZ NANAM NCNCL NENER NFNFK NGNGA NINIC NLNLD NONOR NPNPL NRNRU NUNIU NZNZL OMOMN PAPAN PEPER PFPYF PGPNG PHPHL PKPAK PLPOL PMSPM PNPCN PRPRI PSPSE PTPRT PWPLW PYPRY QAQAT REREU ROROU RSSRB RURUS RWRWA SASAU SBSLB SCSYC SDSDN SESWE SGSGP SHSHN SISVN SJSJM SKSVK SLSLE SMSMR SNSEN SOSOM SRSUR SSSSD STSTP SVSLV SXSXM SYSYR SZSWZ TCTCA TDTCD TFATF TGTGO THTHA TJTJK TKTKL TLTLS TMTKM TNTUN TOTON TRTUR TTTTO TVTUV TWTWN TZTZA UAUKR UGUGA UMUMI USUSA UYURY UZUZB VAVAT VCVCT VEVEN VGVGB VIVIR VNVNM VUVUT WFWLF WSWSM YEYEM YTMYT ZAZAF ZMZMB ZWZWE XKXKX'

export const LOCALES = ['de_DE', 'en_US'] as const

/** Regions Magento ships for Germany and Austria: code, default (German) name, English name where it differs. */
export const REGIONS: ReadonlyArray<{ country: string; code: string; name: string; en?: string }> = [
  { country: 'DE', code: 'BAW', name: 'Baden-Württemberg' },
  { country: 'DE', code: 'BAY', name: 'Bayern', en: 'Bavaria' },
  { country: 'DE', code: 'BER', name: 'Berlin' },
  { country: 'DE', code: 'BRG', name: 'Brandenburg' },
  { country: 'DE', code: 'BRE', name: 'Bremen' },
  { country: 'DE', code: 'HAM', name: 'Hamburg' },
  { country: 'DE', code: 'HES', name: 'Hessen', en: 'Hesse' },
  { country: 'DE', code: 'MEC', name: 'Mecklenburg-Vorpommern', en: 'Mecklenburg-Western Pomerania' },
  { country: 'DE', code: 'NDS', name: 'Niedersachsen', en: 'Lower Saxony' },
  { country: 'DE', code: 'NRW', name: 'Nordrhein-Westfalen', en: 'North Rhine-Westphalia' },
  { country: 'DE', code: 'RHE', name: 'Rheinland-Pfalz', en: 'Rhineland-Palatinate' },
  { country: 'DE', code: 'SAR', name: 'Saarland' },
  { country: 'DE', code: 'SAS', name: 'Sachsen', en: 'Saxony' },
  { country: 'DE', code: 'SAC', name: 'Sachsen-Anhalt', en: 'Saxony-Anhalt' },
  { country: 'DE', code: 'SCN', name: 'Schleswig-Holstein' },
  { country: 'DE', code: 'THE', name: 'Thüringen', en: 'Thuringia' },
  { country: 'AT', code: 'BL', name: 'Burgenland' },
  { country: 'AT', code: 'KN', name: 'Kärnten', en: 'Carinthia' },
  { country: 'AT', code: 'NO', name: 'Niederösterreich', en: 'Lower Austria' },
  { country: 'AT', code: 'OO', name: 'Oberösterreich', en: 'Upper Austria' },
  { country: 'AT', code: 'SB', name: 'Salzburg' },
  { country: 'AT', code: 'ST', name: 'Steiermark', en: 'Styria' },
  { country: 'AT', code: 'TI', name: 'Tirol', en: 'Tyrol' },
  { country: 'AT', code: 'VB', name: 'Vorarlberg' },
  { country: 'AT', code: 'WI', name: 'Wien', en: 'Vienna' },
]
