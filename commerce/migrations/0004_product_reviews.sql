CREATE TABLE `rating` (
	`rating_id` integer PRIMARY KEY NOT NULL,
	`rating_code` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rating_rating_code_unique` ON `rating` (`rating_code`);--> statement-breakpoint
CREATE TABLE `rating_option_vote` (
	`vote_id` integer PRIMARY KEY NOT NULL,
	`review_id` integer NOT NULL,
	`rating_id` integer NOT NULL,
	`entity_pk_value` integer NOT NULL,
	`value` integer NOT NULL,
	`percent` integer NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `review`(`review_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`rating_id`) REFERENCES `rating`(`rating_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rating_option_vote_review_rating` ON `rating_option_vote` (`review_id`,`rating_id`);--> statement-breakpoint
CREATE TABLE `review` (
	`review_id` integer PRIMARY KEY NOT NULL,
	`created_at` text NOT NULL,
	`entity_pk_value` integer NOT NULL,
	`status_id` integer DEFAULT 2 NOT NULL,
	FOREIGN KEY (`entity_pk_value`) REFERENCES `catalog_product_entity`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `review_product_status` ON `review` (`entity_pk_value`,`status_id`);--> statement-breakpoint
CREATE TABLE `review_detail` (
	`detail_id` integer PRIMARY KEY NOT NULL,
	`review_id` integer NOT NULL,
	`store_id` integer NOT NULL,
	`title` text NOT NULL,
	`detail` text NOT NULL,
	`nickname` text NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `review`(`review_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_detail_review_id_unique` ON `review_detail` (`review_id`);--> statement-breakpoint
CREATE INDEX `review_detail_store` ON `review_detail` (`store_id`);