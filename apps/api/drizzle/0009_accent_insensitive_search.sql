-- Project and customer searches ignore accents as well as case ("acai" finds "Açaí").
-- unaccent() is only STABLE (its dictionary could change), so indexes need an IMMUTABLE wrapper
-- that names the dictionary and the schema explicitly (it then does not depend on search_path).
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
DROP INDEX "projects_name_trgm_idx";--> statement-breakpoint
DROP INDEX "projects_customer_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "projects_name_unaccent_trgm_idx" ON "projects" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_customer_name_unaccent_trgm_idx" ON "projects" USING gin (f_unaccent(lower("customer_name")) gin_trgm_ops);
