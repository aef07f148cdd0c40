-- The quick search writes German umlauts out (ä → ae, ö → oe, ü → ue; ß → ss it did already) in the index and in the
-- query alike (src/product/search-text.ts), so "gruen" finds what "grün" finds. The index rows written before are
-- brought to that spelling here; the seed writes new ones so.
UPDATE `catalogsearch_fulltext` SET
	`name` = replace(replace(replace(`name`, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'),
	`data_index` = replace(replace(replace(`data_index`, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue')
WHERE `name` GLOB '*[äöü]*' OR `data_index` GLOB '*[äöü]*';
