ALTER TABLE `catalog_product_entity` ADD `diameter` real;--> statement-breakpoint
CREATE INDEX `catalog_product_entity_diameter` ON `catalog_product_entity` (`diameter`);