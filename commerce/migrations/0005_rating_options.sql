CREATE TABLE `rating_option` (
	`option_id` integer PRIMARY KEY NOT NULL,
	`rating_id` integer NOT NULL,
	`code` text NOT NULL,
	`value` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`rating_id`) REFERENCES `rating`(`rating_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rating_title` (
	`rating_id` integer NOT NULL,
	`store_id` integer NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`rating_id`, `store_id`),
	FOREIGN KEY (`rating_id`) REFERENCES `rating`(`rating_id`) ON UPDATE no action ON DELETE cascade
);
