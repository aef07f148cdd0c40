-- Search synonyms for the materials' chemical names and the grades' trade names ("Polypropylen" finds PP, "HDPE"
-- finds PE-HD, "UHMW" finds PE 1000), for every store view (store 0), and words of one language for its store view
-- (1 de, 2 en). The same groups as the seed (seed/search-synonyms.ts), so seeding after this adds none twice.
INSERT OR IGNORE INTO `search_synonyms` (`group_id`, `synonyms`, `store_id`, `website_id`) VALUES
	(19, 'polypropylen,polypropylene,pp', 0, 0),
	(20, 'polyethylen,polyethylene,pe', 0, 0),
	(21, 'polyvinylchlorid,polyvinyl chloride,pvc', 0, 0),
	(22, 'hdpe,pe-hd,pe 300', 0, 0),
	(23, 'hmw,hmwpe,hmw-pe,pe-hmw,pe 500', 0, 0),
	(24, 'uhmw,uhmwpe,uhmw-pe,pe-uhmw,pe 1000', 0, 0),
	(25, 'homopolymer,pp-h', 0, 0),
	(26, 'copolymer,pp-c', 0, 0),
	(27, 'hart-pvc,pvc hart,pvc-u', 1, 0),
	(28, 'schwer entflammbar,flammhemmend,pp-s', 1, 0),
	(29, 'rigid pvc,upvc,pvc-u', 2, 0),
	(30, 'flame-retardant,flame retardant,pp-s', 2, 0);
