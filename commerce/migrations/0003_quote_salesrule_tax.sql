CREATE TABLE `quote` (
	`entity_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`masked_id` text NOT NULL,
	`store_id` integer NOT NULL,
	`customer_id` integer,
	`customer_group_id` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT 1 NOT NULL,
	`coupon_code` text,
	`created_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	`updated_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quote_masked_id_unique` ON `quote` (`masked_id`);--> statement-breakpoint
CREATE TABLE `quote_item` (
	`item_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`variant_id` integer DEFAULT 0 NOT NULL,
	`qty` real NOT NULL,
	`created_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	`updated_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quote`(`entity_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `catalog_product_entity`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quote_item_line` ON `quote_item` (`quote_id`,`product_id`,`variant_id`);--> statement-breakpoint
CREATE TABLE `salesrule` (
	`rule_id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`is_active` integer DEFAULT 1 NOT NULL,
	`from_date` text,
	`to_date` text,
	`simple_action` text NOT NULL,
	`discount_amount` real NOT NULL
);
--> statement-breakpoint
CREATE TABLE `salesrule_coupon` (
	`coupon_id` integer PRIMARY KEY NOT NULL,
	`rule_id` integer NOT NULL,
	`code` text NOT NULL,
	FOREIGN KEY (`rule_id`) REFERENCES `salesrule`(`rule_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `salesrule_coupon_code_unique` ON `salesrule_coupon` (`code`);--> statement-breakpoint
CREATE TABLE `salesrule_label` (
	`rule_id` integer NOT NULL,
	`store_id` integer NOT NULL,
	`label` text NOT NULL,
	PRIMARY KEY(`rule_id`, `store_id`),
	FOREIGN KEY (`rule_id`) REFERENCES `salesrule`(`rule_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `tax_calculation_rate` (
	`tax_calculation_rate_id` integer PRIMARY KEY NOT NULL,
	`tax_country_id` text NOT NULL,
	`code` text NOT NULL,
	`rate` real NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tax_calculation_rate_tax_country_id_unique` ON `tax_calculation_rate` (`tax_country_id`);--> statement-breakpoint
CREATE TABLE `tax_calculation_rate_title` (
	`tax_calculation_rate_id` integer NOT NULL,
	`store_id` integer NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`tax_calculation_rate_id`, `store_id`),
	FOREIGN KEY (`tax_calculation_rate_id`) REFERENCES `tax_calculation_rate`(`tax_calculation_rate_id`) ON UPDATE no action ON DELETE cascade
);
