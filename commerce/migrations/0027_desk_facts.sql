ALTER TABLE `sales_order` ADD `customer_taxvat` text;--> statement-breakpoint
ALTER TABLE `sales_order` ADD `assigned_to` text;--> statement-breakpoint
-- Requests placed before: the buyer's VAT ID as placing them would have kept it (the account's, else the billing address's).
UPDATE `sales_order` SET `customer_taxvat` = coalesce(
  nullif(trim((SELECT `taxvat` FROM `customer_entity` WHERE `customer_entity`.`entity_id` = `sales_order`.`customer_id`)), ''),
  nullif(trim((SELECT `vat_id` FROM `sales_order_address` WHERE `sales_order_address`.`parent_id` = `sales_order`.`entity_id` AND `sales_order_address`.`address_type` = 'billing')), '')
);
