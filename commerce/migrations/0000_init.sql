CREATE TABLE `catalog_category_entity` (
	`entity_id` integer PRIMARY KEY NOT NULL,
	`parent_id` integer DEFAULT 0 NOT NULL,
	`path` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`level` integer DEFAULT 0 NOT NULL,
	`is_anchor` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	`updated_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL
);
--> statement-breakpoint
CREATE INDEX `catalog_category_entity_parent` ON `catalog_category_entity` (`parent_id`);--> statement-breakpoint
CREATE INDEX `catalog_category_entity_path` ON `catalog_category_entity` (`path`);--> statement-breakpoint
CREATE TABLE `catalog_category_entity_store` (
	`entity_id` integer NOT NULL,
	`store_id` integer NOT NULL,
	`name` text,
	`url_key` text,
	`url_path` text,
	`is_active` integer,
	`include_in_menu` integer,
	`description` text,
	`display_mode` text,
	`meta_title` text,
	`meta_keywords` text,
	`meta_description` text,
	PRIMARY KEY(`entity_id`, `store_id`),
	FOREIGN KEY (`entity_id`) REFERENCES `catalog_category_entity`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `catalog_category_entity_store_url_path` ON `catalog_category_entity_store` (`store_id`,`url_path`);--> statement-breakpoint
CREATE TABLE `cms_block` (
	`block_id` integer PRIMARY KEY NOT NULL,
	`identifier` text NOT NULL,
	`title` text NOT NULL,
	`content` text,
	`is_active` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	`updated_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cms_block_identifier` ON `cms_block` (`identifier`);--> statement-breakpoint
CREATE TABLE `cms_block_store` (
	`block_id` integer NOT NULL,
	`store_id` integer NOT NULL,
	PRIMARY KEY(`block_id`, `store_id`),
	FOREIGN KEY (`block_id`) REFERENCES `cms_block`(`block_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cms_block_store_store` ON `cms_block_store` (`store_id`);--> statement-breakpoint
CREATE TABLE `cms_page` (
	`page_id` integer PRIMARY KEY NOT NULL,
	`identifier` text NOT NULL,
	`title` text,
	`page_layout` text,
	`meta_title` text,
	`meta_keywords` text,
	`meta_description` text,
	`content_heading` text,
	`content` text,
	`is_active` integer DEFAULT 1 NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	`updated_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cms_page_identifier` ON `cms_page` (`identifier`);--> statement-breakpoint
CREATE TABLE `cms_page_store` (
	`page_id` integer NOT NULL,
	`store_id` integer NOT NULL,
	PRIMARY KEY(`page_id`, `store_id`),
	FOREIGN KEY (`page_id`) REFERENCES `cms_page`(`page_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cms_page_store_store` ON `cms_page_store` (`store_id`);--> statement-breakpoint
CREATE TABLE `core_config_data` (
	`config_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scope` text DEFAULT 'default' NOT NULL,
	`scope_id` integer DEFAULT 0 NOT NULL,
	`path` text NOT NULL,
	`value` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `core_config_data_scope_path` ON `core_config_data` (`scope`,`scope_id`,`path`);--> statement-breakpoint
CREATE TABLE `directory_country` (
	`country_id` text PRIMARY KEY NOT NULL,
	`iso2_code` text NOT NULL,
	`iso3_code` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `directory_country_name` (
	`country_id` text NOT NULL,
	`locale` text NOT NULL,
	`name` text NOT NULL,
	PRIMARY KEY(`country_id`, `locale`),
	FOREIGN KEY (`country_id`) REFERENCES `directory_country`(`country_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `directory_country_region` (
	`region_id` integer PRIMARY KEY NOT NULL,
	`country_id` text NOT NULL,
	`code` text NOT NULL,
	`default_name` text NOT NULL,
	FOREIGN KEY (`country_id`) REFERENCES `directory_country`(`country_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `directory_country_region_country` ON `directory_country_region` (`country_id`);--> statement-breakpoint
CREATE TABLE `directory_country_region_name` (
	`locale` text NOT NULL,
	`region_id` integer NOT NULL,
	`name` text NOT NULL,
	PRIMARY KEY(`locale`, `region_id`),
	FOREIGN KEY (`region_id`) REFERENCES `directory_country_region`(`region_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `directory_currency_rate` (
	`currency_from` text NOT NULL,
	`currency_to` text NOT NULL,
	`rate` real NOT NULL,
	PRIMARY KEY(`currency_from`, `currency_to`)
);
--> statement-breakpoint
CREATE TABLE `store` (
	`store_id` integer PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`website_id` integer NOT NULL,
	`group_id` integer NOT NULL,
	`name` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `store_website`(`website_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`group_id`) REFERENCES `store_group`(`group_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `store_code_unique` ON `store` (`code`);--> statement-breakpoint
CREATE TABLE `store_group` (
	`group_id` integer PRIMARY KEY NOT NULL,
	`website_id` integer NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`root_category_id` integer NOT NULL,
	`default_store_id` integer NOT NULL,
	FOREIGN KEY (`website_id`) REFERENCES `store_website`(`website_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `store_group_code_unique` ON `store_group` (`code`);--> statement-breakpoint
CREATE TABLE `store_website` (
	`website_id` integer PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`default_group_id` integer NOT NULL,
	`is_default` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `store_website_code_unique` ON `store_website` (`code`);