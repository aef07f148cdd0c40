CREATE TABLE `search_synonyms` (
	`group_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`synonyms` text NOT NULL,
	`store_id` integer DEFAULT 0 NOT NULL,
	`website_id` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `search_synonyms_store_id` ON `search_synonyms` (`store_id`);