-- Foam boards as buyers search for them (issue 42). The index holds "schaum" after a German compound that has it
-- inside ("hartschaumplatte schaum", "pvc-freischaum schaum", src/product/search-text.ts), as it holds "platte" and
-- "grau": the index rows written before get it here; the seed writes new rows with it.
UPDATE `catalogsearch_fulltext` SET
	`name` = (
		WITH RECURSIVE `step`(`written`, `rest`) AS (
			SELECT '', `name` || ' '
			UNION ALL
			SELECT `written` || ' ' || substr(`rest`, 1, instr(`rest`, ' ') - 1) || iif(
				substr(`rest`, 1, instr(`rest`, ' ') - 1) GLOB '*[a-z][a-z][a-z]schaum*',
				' schaum',
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
				substr(`rest`, 1, instr(`rest`, ' ') - 1) GLOB '*[a-z][a-z][a-z]schaum*',
				' schaum',
				''
			), substr(`rest`, instr(`rest`, ' ') + 1)
			FROM `step` WHERE `rest` <> ''
		)
		SELECT ltrim(`written`) FROM `step` WHERE `rest` = ''
	)
WHERE `name` GLOB '*[a-z][a-z][a-z]schaum*' OR `data_index` GLOB '*[a-z][a-z][a-z]schaum*';
--> statement-breakpoint
-- "Schaum" and "foam" name the foam boards in either language, "PPH" and "PPC" the PP grades, and the foams are
-- found by their trade names: the same groups as the seed (seed/search-synonyms.ts).
UPDATE `search_synonyms` SET `synonyms` = 'schaum,hartschaum,schaumplatte,schaumstoffplatte,foam,foam board,foam sheet,foamboard'
WHERE `group_id` = 3;
--> statement-breakpoint
UPDATE `search_synonyms` SET `synonyms` = 'homopolymer,pp-h,pph' WHERE `group_id` = 25;
--> statement-breakpoint
UPDATE `search_synonyms` SET `synonyms` = 'copolymer,pp-c,ppc' WHERE `group_id` = 26;
--> statement-breakpoint
INSERT OR IGNORE INTO `search_synonyms` (`group_id`, `synonyms`, `store_id`, `website_id`) VALUES
	(31, 'forex,pvc-freischaum,pvc free foam', 0, 0),
	(32, 'kömacel,pvc-integralschaum,pvc integral foam', 0, 0);
