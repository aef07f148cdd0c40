ALTER TABLE `catalog_product_entity` ADD `discontinued` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `catalog_product_entity` ADD `successor_sku` text;