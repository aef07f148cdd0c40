DROP INDEX `wishlist_customer_id_unique`;--> statement-breakpoint
ALTER TABLE `wishlist` ADD `name` text;--> statement-breakpoint
ALTER TABLE `wishlist` ADD `visibility` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `wishlist_customer` ON `wishlist` (`customer_id`);