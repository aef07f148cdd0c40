CREATE TABLE `wishlist` (
	`wishlist_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`shared` integer DEFAULT 0 NOT NULL,
	`sharing_code` text NOT NULL,
	`updated_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customer_entity`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wishlist_customer_id_unique` ON `wishlist` (`customer_id`);--> statement-breakpoint
CREATE TABLE `wishlist_item` (
	`wishlist_item_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`wishlist_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`variant_id` integer DEFAULT 0 NOT NULL,
	`store_id` integer NOT NULL,
	`added_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	`description` text,
	`qty` real NOT NULL,
	FOREIGN KEY (`wishlist_id`) REFERENCES `wishlist`(`wishlist_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `catalog_product_entity`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wishlist_item_product` ON `wishlist_item` (`wishlist_id`,`product_id`,`variant_id`);--> statement-breakpoint
ALTER TABLE `review_detail` ADD `customer_id` integer REFERENCES customer_entity(entity_id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `review_detail_customer` ON `review_detail` (`customer_id`);