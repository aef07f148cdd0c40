-- The quick search also finds a word with umlauts typed without them ("Stabe" finds "Stäbe", "grun" finds "grün"):
-- the index holds each such word in its plain spelling too, right after it ("gruen grun"; src/product/search-text.ts).
-- The index rows written before only hold the written-out spelling, which no longer tells "ue" from "ü", so each
-- word with ae, oe or ue gets its plain spelling here (a genuine "blue" gets "blu", which finds nothing "blue" did
-- not); the seed writes new rows with the exact ones.
UPDATE `catalogsearch_fulltext` SET
	`name` = (
		WITH RECURSIVE `step`(`written`, `rest`) AS (
			SELECT '', `name` || ' '
			UNION ALL
			SELECT `written` || ' ' || substr(`rest`, 1, instr(`rest`, ' ') - 1) || iif(
				substr(`rest`, 1, instr(`rest`, ' ') - 1) GLOB '*[aou]e*',
				' ' || replace(replace(replace(substr(`rest`, 1, instr(`rest`, ' ') - 1), 'ae', 'a'), 'oe', 'o'), 'ue', 'u'),
				''
			), substr(`rest`, instr(`rest`, ' ') + 1)
			FROM `step` WHERE `rest` <> ''
		)
		SELECT ltrim(`written`) FROM `step` WHERE `rest` = ''
	),
	`data_index` = (
		WITH RECURSIVE `step`(`written`, `rest`) AS (
			SELECT '', `data_index` || ' '
			UNION ALL
			SELECT `written` || ' ' || substr(`rest`, 1, instr(`rest`, ' ') - 1) || iif(
				substr(`rest`, 1, instr(`rest`, ' ') - 1) GLOB '*[aou]e*',
				' ' || replace(replace(replace(substr(`rest`, 1, instr(`rest`, ' ') - 1), 'ae', 'a'), 'oe', 'o'), 'ue', 'u'),
				''
			), substr(`rest`, instr(`rest`, ' ') + 1)
			FROM `step` WHERE `rest` <> ''
		)
		SELECT ltrim(`written`) FROM `step` WHERE `rest` = ''
	)
WHERE `name` GLOB '*[aou]e*' OR `data_index` GLOB '*[aou]e*';
