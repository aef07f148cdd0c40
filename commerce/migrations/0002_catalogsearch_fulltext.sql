-- Full-text index of the quick search (Magento's catalogsearch_fulltext), one row per product and store view.
-- SQLite FTS5; drizzle-kit does not model virtual tables, so this migration is written by hand.
CREATE VIRTUAL TABLE `catalogsearch_fulltext` USING fts5(
	`entity_id` UNINDEXED,
	`store_id` UNINDEXED,
	`sku`,
	`name`,
	`data_index`,
	tokenize = 'unicode61 remove_diacritics 2'
);
