CREATE TABLE `customer_email_change` (
	`change_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`old_email` text NOT NULL,
	`new_email` text NOT NULL,
	`confirm_key` text NOT NULL,
	`undo_key` text NOT NULL,
	`created_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	`confirmed_at` text,
	`closed_at` text,
	FOREIGN KEY (`customer_id`) REFERENCES `customer_entity`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `customer_email_change_customer` ON `customer_email_change` (`customer_id`);--> statement-breakpoint
CREATE INDEX `customer_email_change_new_email` ON `customer_email_change` (`new_email`);--> statement-breakpoint
CREATE INDEX `customer_email_change_old_email` ON `customer_email_change` (`old_email`);