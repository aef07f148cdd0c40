CREATE TABLE `catalog_product_option` (
	`option_id` integer PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`type` text NOT NULL,
	`is_require` integer DEFAULT 0 NOT NULL,
	`sku` text,
	`max_characters` integer,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `catalog_product_entity`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `catalog_product_option_product` ON `catalog_product_option` (`product_id`);--> statement-breakpoint
CREATE TABLE `catalog_product_option_price` (
	`option_id` integer NOT NULL,
	`store_id` integer NOT NULL,
	`price` real DEFAULT 0 NOT NULL,
	`price_type` text DEFAULT 'fixed' NOT NULL,
	PRIMARY KEY(`option_id`, `store_id`),
	FOREIGN KEY (`option_id`) REFERENCES `catalog_product_option`(`option_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `catalog_product_option_title` (
	`option_id` integer NOT NULL,
	`store_id` integer NOT NULL,
	`title` text NOT NULL,
	PRIMARY KEY(`option_id`, `store_id`),
	FOREIGN KEY (`option_id`) REFERENCES `catalog_product_option`(`option_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `catalog_product_option_type_price` (
	`option_type_id` integer NOT NULL,
	`store_id` integer NOT NULL,
	`price` real DEFAULT 0 NOT NULL,
	`price_type` text DEFAULT 'fixed' NOT NULL,
	PRIMARY KEY(`option_type_id`, `store_id`),
	FOREIGN KEY (`option_type_id`) REFERENCES `catalog_product_option_type_value`(`option_type_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `catalog_product_option_type_title` (
	`option_type_id` integer NOT NULL,
	`store_id` integer NOT NULL,
	`title` text NOT NULL,
	PRIMARY KEY(`option_type_id`, `store_id`),
	FOREIGN KEY (`option_type_id`) REFERENCES `catalog_product_option_type_value`(`option_type_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `catalog_product_option_type_value` (
	`option_type_id` integer PRIMARY KEY NOT NULL,
	`option_id` integer NOT NULL,
	`sku` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`option_id`) REFERENCES `catalog_product_option`(`option_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `catalog_product_option_type_value_option` ON `catalog_product_option_type_value` (`option_id`);--> statement-breakpoint
CREATE TABLE `quote_item_option` (
	`option_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`item_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`code` text NOT NULL,
	`value` text NOT NULL,
	FOREIGN KEY (`item_id`) REFERENCES `quote_item`(`item_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quote_item_option_code` ON `quote_item_option` (`item_id`,`code`);--> statement-breakpoint
DROP INDEX `quote_item_line`;--> statement-breakpoint
ALTER TABLE `quote_item` ADD `options_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `quote_item_line` ON `quote_item` (`quote_id`,`product_id`,`variant_id`,`options_key`);