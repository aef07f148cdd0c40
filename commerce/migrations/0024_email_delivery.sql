ALTER TABLE `email_outbox` ADD `sender` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `reply_to` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `order_id` integer;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `status` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `failure` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `delivered_at` text;--> statement-breakpoint
CREATE INDEX `email_outbox_order` ON `email_outbox` (`order_id`);