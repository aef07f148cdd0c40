CREATE TABLE `customer_address_entity` (
	`entity_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`parent_id` integer NOT NULL,
	`created_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	`updated_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	`is_active` integer DEFAULT 1 NOT NULL,
	`city` text NOT NULL,
	`company` text,
	`country_id` text NOT NULL,
	`fax` text,
	`firstname` text NOT NULL,
	`lastname` text NOT NULL,
	`middlename` text,
	`postcode` text,
	`prefix` text,
	`region` text,
	`region_id` integer,
	`street` text NOT NULL,
	`suffix` text,
	`telephone` text NOT NULL,
	`vat_id` text,
	FOREIGN KEY (`parent_id`) REFERENCES `customer_entity`(`entity_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`country_id`) REFERENCES `directory_country`(`country_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `customer_address_entity_parent` ON `customer_address_entity` (`parent_id`);--> statement-breakpoint
CREATE TABLE `customer_entity` (
	`entity_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`website_id` integer NOT NULL,
	`email` text NOT NULL,
	`group_id` integer DEFAULT 1 NOT NULL,
	`store_id` integer NOT NULL,
	`created_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	`updated_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	`is_active` integer DEFAULT 1 NOT NULL,
	`created_in` text,
	`prefix` text,
	`firstname` text NOT NULL,
	`middlename` text,
	`lastname` text NOT NULL,
	`suffix` text,
	`dob` text,
	`password_hash` text NOT NULL,
	`rp_token` text,
	`rp_token_created_at` text,
	`default_billing` integer,
	`default_shipping` integer,
	`taxvat` text,
	`confirmation` text,
	`gender` integer,
	`failures_num` integer DEFAULT 0 NOT NULL,
	`first_failure` text,
	`lock_expires` text,
	FOREIGN KEY (`website_id`) REFERENCES `store_website`(`website_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`store_id`) REFERENCES `store`(`store_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customer_entity_email_website` ON `customer_entity` (`email`,`website_id`);--> statement-breakpoint
CREATE TABLE `oauth_token` (
	`entity_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`token` text NOT NULL,
	`revoked` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customer_entity`(`entity_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `oauth_token_token_unique` ON `oauth_token` (`token`);--> statement-breakpoint
CREATE INDEX `oauth_token_customer` ON `oauth_token` (`customer_id`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`message_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`recipient` text NOT NULL,
	`subject` text NOT NULL,
	`body_text` text NOT NULL,
	`body_html` text NOT NULL,
	`links` text NOT NULL,
	`sent_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL
);
--> statement-breakpoint
CREATE TABLE `newsletter_subscriber` (
	`subscriber_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`change_status_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	`customer_id` integer,
	`subscriber_email` text NOT NULL,
	`subscriber_status` integer NOT NULL,
	`subscriber_confirm_code` text NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `store`(`store_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `customer_entity`(`entity_id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriber_email_store` ON `newsletter_subscriber` (`subscriber_email`,`store_id`);