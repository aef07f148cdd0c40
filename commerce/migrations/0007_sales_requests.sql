CREATE TABLE `admin_oauth_token` (
	`entity_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_username` text NOT NULL,
	`token` text NOT NULL,
	`created_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_oauth_token_token_unique` ON `admin_oauth_token` (`token`);--> statement-breakpoint
CREATE TABLE `quote_address` (
	`address_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_id` integer NOT NULL,
	`address_type` text NOT NULL,
	`customer_address_id` integer,
	`firstname` text NOT NULL,
	`middlename` text,
	`lastname` text NOT NULL,
	`prefix` text,
	`suffix` text,
	`company` text,
	`street` text NOT NULL,
	`city` text NOT NULL,
	`region` text,
	`region_id` integer,
	`postcode` text,
	`country_id` text NOT NULL,
	`telephone` text,
	`fax` text,
	`vat_id` text,
	`same_as_billing` integer DEFAULT 0 NOT NULL,
	`customer_notes` text,
	`shipping_method` text,
	FOREIGN KEY (`quote_id`) REFERENCES `quote`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quote_address_type` ON `quote_address` (`quote_id`,`address_type`);--> statement-breakpoint
CREATE TABLE `quote_payment` (
	`quote_id` integer PRIMARY KEY NOT NULL,
	`method` text NOT NULL,
	`po_number` text,
	FOREIGN KEY (`quote_id`) REFERENCES `quote`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `sales_order` (
	`entity_id` integer PRIMARY KEY NOT NULL,
	`increment_id` text NOT NULL,
	`quote_id` integer NOT NULL,
	`store_id` integer NOT NULL,
	`customer_id` integer,
	`customer_email` text NOT NULL,
	`customer_firstname` text NOT NULL,
	`customer_lastname` text,
	`state` text NOT NULL,
	`status` text NOT NULL,
	`request_type` text NOT NULL,
	`delivery_time` text,
	`customer_note` text,
	`shipping_method` text,
	`shipping_description` text,
	`coupon_code` text,
	`order_currency_code` text NOT NULL,
	`subtotal` real NOT NULL,
	`subtotal_incl_tax` real NOT NULL,
	`discount_amount` real DEFAULT 0 NOT NULL,
	`discount_description` text,
	`shipping_amount` real DEFAULT 0 NOT NULL,
	`tax_amount` real DEFAULT 0 NOT NULL,
	`tax_title` text,
	`tax_percent` real,
	`grand_total` real NOT NULL,
	`total_qty_ordered` real NOT NULL,
	`weight` real,
	`created_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	`updated_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quote`(`entity_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`store_id`) REFERENCES `store`(`store_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `customer_entity`(`entity_id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`status`) REFERENCES `sales_order_status`(`status`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sales_order_increment_id_unique` ON `sales_order` (`increment_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `sales_order_quote_id_unique` ON `sales_order` (`quote_id`);--> statement-breakpoint
CREATE INDEX `sales_order_customer` ON `sales_order` (`customer_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `sales_order_address` (
	`entity_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`parent_id` integer NOT NULL,
	`address_type` text NOT NULL,
	`customer_address_id` integer,
	`firstname` text NOT NULL,
	`middlename` text,
	`lastname` text NOT NULL,
	`prefix` text,
	`suffix` text,
	`company` text,
	`street` text NOT NULL,
	`city` text NOT NULL,
	`region` text,
	`region_id` integer,
	`postcode` text,
	`country_id` text NOT NULL,
	`telephone` text,
	`fax` text,
	`vat_id` text,
	FOREIGN KEY (`parent_id`) REFERENCES `sales_order`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sales_order_address_parent` ON `sales_order_address` (`parent_id`);--> statement-breakpoint
CREATE TABLE `sales_order_item` (
	`item_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`product_id` integer,
	`product_type` text NOT NULL,
	`sku` text NOT NULL,
	`name` text NOT NULL,
	`url_key` text,
	`product_options` text,
	`qty_ordered` real NOT NULL,
	`weight` real,
	`price` real NOT NULL,
	`original_price` real NOT NULL,
	`price_incl_tax` real NOT NULL,
	`row_total` real NOT NULL,
	`row_total_incl_tax` real NOT NULL,
	`discount_amount` real DEFAULT 0 NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `sales_order`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sales_order_item_order` ON `sales_order_item` (`order_id`);--> statement-breakpoint
CREATE TABLE `sales_order_payment` (
	`entity_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`parent_id` integer NOT NULL,
	`method` text NOT NULL,
	`title` text NOT NULL,
	`po_number` text,
	FOREIGN KEY (`parent_id`) REFERENCES `sales_order`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sales_order_payment_parent_id_unique` ON `sales_order_payment` (`parent_id`);--> statement-breakpoint
CREATE TABLE `sales_order_status` (
	`status` text PRIMARY KEY NOT NULL,
	`label` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sales_order_status_history` (
	`entity_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`parent_id` integer NOT NULL,
	`comment` text,
	`status` text,
	`is_customer_notified` integer,
	`is_visible_on_front` integer DEFAULT 0 NOT NULL,
	`entity_name` text DEFAULT 'order' NOT NULL,
	`created_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	FOREIGN KEY (`parent_id`) REFERENCES `sales_order`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sales_order_status_history_parent` ON `sales_order_status_history` (`parent_id`);--> statement-breakpoint
CREATE TABLE `sales_order_status_label` (
	`status` text NOT NULL,
	`store_id` integer NOT NULL,
	`label` text NOT NULL,
	PRIMARY KEY(`status`, `store_id`),
	FOREIGN KEY (`status`) REFERENCES `sales_order_status`(`status`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`store_id`) REFERENCES `store`(`store_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `sales_order_status_state` (
	`status` text NOT NULL,
	`state` text NOT NULL,
	`is_default` integer DEFAULT 0 NOT NULL,
	`visible_on_front` integer DEFAULT 1 NOT NULL,
	PRIMARY KEY(`status`, `state`),
	FOREIGN KEY (`status`) REFERENCES `sales_order_status`(`status`) ON UPDATE no action ON DELETE cascade
);
