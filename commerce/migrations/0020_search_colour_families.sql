-- "grau" finds every grey: the index holds a German colour compound's head after it ("kieselgrau grau",
-- src/product/search-text.ts), as it does for "Pressplatte platte". The index rows written before get it here; the
-- seed writes new rows with it.
UPDATE `catalogsearch_fulltext` SET
	`name` = (
		WITH RECURSIVE `step`(`written`, `rest`) AS (
			SELECT '', `name` || ' '
			UNION ALL
			SELECT `written` || ' ' || substr(`rest`, 1, instr(`rest`, ' ') - 1) || iif(
				rtrim(substr(`rest`, 1, instr(`rest`, ' ') - 1), ',.;:') GLOB '*[a-z][a-z][a-z]grau',
				' grau',
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
				rtrim(substr(`rest`, 1, instr(`rest`, ' ') - 1), ',.;:') GLOB '*[a-z][a-z][a-z]grau',
				' grau',
				''
			), substr(`rest`, instr(`rest`, ' ') + 1)
			FROM `step` WHERE `rest` <> ''
		)
		SELECT ltrim(`written`) FROM `step` WHERE `rest` = ''
	)
WHERE `name` GLOB '*[a-z][a-z][a-z]grau*' OR `data_index` GLOB '*[a-z][a-z][a-z]grau*';
