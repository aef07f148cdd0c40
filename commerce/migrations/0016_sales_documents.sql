CREATE TABLE `sales_document` (
	`entity_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`document_type` text NOT NULL,
	`increment_id` text NOT NULL,
	`version` integer NOT NULL,
	`created_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	`created_by` text NOT NULL,
	`expiration_date` text,
	`payment_terms` text,
	`opening_text` text,
	`closing_text` text,
	`internal_note` text,
	`order_currency_code` text NOT NULL,
	`subtotal` real NOT NULL,
	`discount_amount` real NOT NULL,
	`shipping_amount` real NOT NULL,
	`other_charges_amount` real NOT NULL,
	`tax_percent` real NOT NULL,
	`tax_title` text,
	`tax_amount` real NOT NULL,
	`grand_total` real NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `sales_order`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sales_document_order_type_version` ON `sales_document` (`order_id`,`document_type`,`version`);--> statement-breakpoint
CREATE UNIQUE INDEX `sales_document_increment_version` ON `sales_document` (`increment_id`,`version`);--> statement-breakpoint
CREATE TABLE `sales_document_charge` (
	`entity_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`parent_id` integer NOT NULL,
	`label` text NOT NULL,
	`amount` real NOT NULL,
	FOREIGN KEY (`parent_id`) REFERENCES `sales_document`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sales_document_charge_parent` ON `sales_document_charge` (`parent_id`);--> statement-breakpoint
CREATE TABLE `sales_document_item` (
	`entity_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`parent_id` integer NOT NULL,
	`order_item_id` integer NOT NULL,
	`sku` text NOT NULL,
	`name` text NOT NULL,
	`qty` real NOT NULL,
	`unit` text NOT NULL,
	`original_price` real NOT NULL,
	`price` real NOT NULL,
	`discount_percent` real NOT NULL,
	`discount_amount` real NOT NULL,
	`row_total` real NOT NULL,
	`delivery_date` text,
	`delivery_week` text,
	FOREIGN KEY (`parent_id`) REFERENCES `sales_document`(`entity_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_item_id`) REFERENCES `sales_order_item`(`item_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sales_document_item_parent` ON `sales_document_item` (`parent_id`);--> statement-breakpoint
CREATE TABLE `sales_document_sequence` (
	`document_type` text NOT NULL,
	`year` integer NOT NULL,
	`sequence_value` integer NOT NULL,
	PRIMARY KEY(`document_type`, `year`)
);
