ALTER TABLE `quote_address` ADD `vat_is_valid` integer;--> statement-breakpoint
ALTER TABLE `quote_address` ADD `vat_request_id` text;--> statement-breakpoint
ALTER TABLE `quote_address` ADD `vat_request_date` text;--> statement-breakpoint
ALTER TABLE `quote_address` ADD `vat_request_success` integer;--> statement-breakpoint
ALTER TABLE `customer_address_entity` ADD `vat_is_valid` integer;--> statement-breakpoint
ALTER TABLE `customer_address_entity` ADD `vat_request_id` text;--> statement-breakpoint
ALTER TABLE `customer_address_entity` ADD `vat_request_date` text;--> statement-breakpoint
ALTER TABLE `customer_address_entity` ADD `vat_request_success` integer;--> statement-breakpoint
ALTER TABLE `sales_order_address` ADD `vat_is_valid` integer;--> statement-breakpoint
ALTER TABLE `sales_order_address` ADD `vat_request_id` text;--> statement-breakpoint
ALTER TABLE `sales_order_address` ADD `vat_request_date` text;--> statement-breakpoint
ALTER TABLE `sales_order_address` ADD `vat_request_success` integer;