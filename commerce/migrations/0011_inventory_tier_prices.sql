CREATE TABLE `catalog_product_entity_tier_price` (
	`value_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entity_id` integer NOT NULL,
	`all_groups` integer DEFAULT 1 NOT NULL,
	`customer_group_id` integer DEFAULT 0 NOT NULL,
	`qty` real DEFAULT 1 NOT NULL,
	`value` real DEFAULT 0 NOT NULL,
	`percentage_value` real,
	`website_id` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`entity_id`) REFERENCES `catalog_product_entity`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `catalog_product_entity_tier_price_unique` ON `catalog_product_entity_tier_price` (`entity_id`,`all_groups`,`customer_group_id`,`qty`,`website_id`);--> statement-breakpoint
ALTER TABLE `cataloginventory_stock_item` ADD `backorders` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `cataloginventory_stock_item` ADD `use_config_backorders` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `sales_order_item` ADD `qty_backordered` real DEFAULT 0 NOT NULL;