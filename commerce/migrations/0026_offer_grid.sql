ALTER TABLE `sales_document` ADD `document_discount_percent` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sales_document` ADD `document_discount_amount` real DEFAULT 0 NOT NULL;