CREATE TABLE `email_outbox_attachment` (
	`attachment_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` integer NOT NULL,
	`filename` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`content_base64` text NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `email_outbox`(`message_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `email_outbox_attachment_message` ON `email_outbox_attachment` (`message_id`);