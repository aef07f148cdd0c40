CREATE TABLE `catalog_category_product` (
	`category_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`category_id`, `product_id`),
	FOREIGN KEY (`category_id`) REFERENCES `catalog_category_entity`(`entity_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `catalog_product_entity`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `catalog_category_product_product` ON `catalog_category_product` (`product_id`);--> statement-breakpoint
CREATE TABLE `catalog_product_entity` (
	`entity_id` integer PRIMARY KEY NOT NULL,
	`type_id` text NOT NULL,
	`sku` text NOT NULL,
	`visibility` integer DEFAULT 4 NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`price` real NOT NULL,
	`special_price` real,
	`material` integer,
	`color` integer,
	`length` real,
	`width` real,
	`strength` real,
	`packaging_unit` integer,
	`pieces_per_pallet` integer,
	`weight` real,
	`total_weight` real,
	`delivery_time` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `catalog_product_entity_sku_unique` ON `catalog_product_entity` (`sku`);--> statement-breakpoint
CREATE INDEX `catalog_product_entity_visibility_position` ON `catalog_product_entity` (`visibility`,`position`);--> statement-breakpoint
CREATE INDEX `catalog_product_entity_material` ON `catalog_product_entity` (`material`);--> statement-breakpoint
CREATE INDEX `catalog_product_entity_color` ON `catalog_product_entity` (`color`);--> statement-breakpoint
CREATE INDEX `catalog_product_entity_strength` ON `catalog_product_entity` (`strength`);--> statement-breakpoint
CREATE TABLE `catalog_product_entity_store` (
	`entity_id` integer NOT NULL,
	`store_id` integer NOT NULL,
	`name` text,
	`url_key` text,
	`description` text,
	`short_description` text,
	`meta_title` text,
	`meta_keyword` text,
	`meta_description` text,
	PRIMARY KEY(`entity_id`, `store_id`),
	FOREIGN KEY (`entity_id`) REFERENCES `catalog_product_entity`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `catalog_product_entity_store_url_key` ON `catalog_product_entity_store` (`store_id`,`url_key`);--> statement-breakpoint
CREATE INDEX `catalog_product_entity_store_name` ON `catalog_product_entity_store` (`store_id`,`name`);--> statement-breakpoint
CREATE TABLE `catalog_product_index_price` (
	`entity_id` integer PRIMARY KEY NOT NULL,
	`price` real NOT NULL,
	`final_price` real NOT NULL,
	`min_price` real NOT NULL,
	`max_price` real NOT NULL,
	FOREIGN KEY (`entity_id`) REFERENCES `catalog_product_entity`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `catalog_product_index_price_min_price` ON `catalog_product_index_price` (`min_price`);--> statement-breakpoint
CREATE TABLE `catalog_product_link` (
	`product_id` integer NOT NULL,
	`linked_product_id` integer NOT NULL,
	`link_type_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`product_id`, `link_type_id`, `linked_product_id`),
	FOREIGN KEY (`product_id`) REFERENCES `catalog_product_entity`(`entity_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`linked_product_id`) REFERENCES `catalog_product_entity`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `catalog_product_super_attribute` (
	`product_id` integer NOT NULL,
	`attribute_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`product_id`, `attribute_id`),
	FOREIGN KEY (`product_id`) REFERENCES `catalog_product_entity`(`entity_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`attribute_id`) REFERENCES `eav_attribute`(`attribute_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `catalog_product_super_link` (
	`product_id` integer NOT NULL,
	`parent_id` integer NOT NULL,
	PRIMARY KEY(`product_id`, `parent_id`),
	FOREIGN KEY (`product_id`) REFERENCES `catalog_product_entity`(`entity_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`parent_id`) REFERENCES `catalog_product_entity`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `catalog_product_super_link_parent` ON `catalog_product_super_link` (`parent_id`);--> statement-breakpoint
CREATE TABLE `cataloginventory_stock_item` (
	`product_id` integer PRIMARY KEY NOT NULL,
	`qty` real DEFAULT 0 NOT NULL,
	`is_in_stock` integer DEFAULT 0 NOT NULL,
	`manage_stock` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `catalog_product_entity`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `eav_attribute` (
	`attribute_id` integer PRIMARY KEY NOT NULL,
	`attribute_code` text NOT NULL,
	`frontend_input` text NOT NULL,
	`backend_type` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`is_filterable` integer DEFAULT 0 NOT NULL,
	`is_searchable` integer DEFAULT 0 NOT NULL,
	`is_comparable` integer DEFAULT 0 NOT NULL,
	`is_visible_on_front` integer DEFAULT 0 NOT NULL,
	`used_in_product_listing` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `eav_attribute_attribute_code_unique` ON `eav_attribute` (`attribute_code`);--> statement-breakpoint
CREATE TABLE `eav_attribute_label` (
	`attribute_id` integer NOT NULL,
	`store_id` integer NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`attribute_id`, `store_id`),
	FOREIGN KEY (`attribute_id`) REFERENCES `eav_attribute`(`attribute_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `eav_attribute_option` (
	`option_id` integer PRIMARY KEY NOT NULL,
	`attribute_id` integer NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`swatch_value` text,
	FOREIGN KEY (`attribute_id`) REFERENCES `eav_attribute`(`attribute_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `eav_attribute_option_attribute` ON `eav_attribute_option` (`attribute_id`);--> statement-breakpoint
CREATE TABLE `eav_attribute_option_value` (
	`option_id` integer NOT NULL,
	`store_id` integer NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`option_id`, `store_id`),
	FOREIGN KEY (`option_id`) REFERENCES `eav_attribute_option`(`option_id`) ON UPDATE no action ON DELETE cascade
);
