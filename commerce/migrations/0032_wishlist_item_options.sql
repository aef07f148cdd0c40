CREATE TABLE `wishlist_item_option` (
	`option_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`wishlist_item_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`code` text NOT NULL,
	`value` text NOT NULL,
	FOREIGN KEY (`wishlist_item_id`) REFERENCES `wishlist_item`(`wishlist_item_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wishlist_item_option_code` ON `wishlist_item_option` (`wishlist_item_id`,`code`);--> statement-breakpoint
DROP INDEX `wishlist_item_product`;--> statement-breakpoint
ALTER TABLE `wishlist_item` ADD `options_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `wishlist_item_product` ON `wishlist_item` (`wishlist_id`,`product_id`,`variant_id`,`options_key`);