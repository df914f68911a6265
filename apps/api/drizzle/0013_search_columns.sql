-- Flat project searches (issue 16): the searched forms f_unaccent(lower(name)) are stored, so a
-- search compares plain text; trigram indexes on them without a pending list (fastupdate off);
-- status with creation date in one index; the owner index ordered as ORDER BY id DESC is.
DROP INDEX "projects_status_idx";--> statement-breakpoint
DROP INDEX "projects_name_unaccent_trgm_idx";--> statement-breakpoint
DROP INDEX "projects_customer_name_unaccent_trgm_idx";--> statement-breakpoint
DROP INDEX "projects_owner_id_id_idx";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "name_search" text GENERATED ALWAYS AS (f_unaccent(lower(name))) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "customer_name_search" text GENERATED ALWAYS AS (f_unaccent(lower(customer_name))) STORED;--> statement-breakpoint
CREATE INDEX "projects_status_created_at_idx" ON "projects" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "projects_name_search_trgm_idx" ON "projects" USING gin ("name_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "projects_customer_name_search_trgm_idx" ON "projects" USING gin ("customer_name_search" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "projects_owner_id_id_idx" ON "projects" USING btree ("owner_id","id" DESC NULLS FIRST);