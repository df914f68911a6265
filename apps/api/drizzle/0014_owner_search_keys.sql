-- An owner's own searches (issue 16): the ASCII trigrams of a search column, each hashed with the
-- owner's id, in a GIN index per column. A search of one owner's projects looks up only that
-- owner's keys, so a word the owner never used is found missing at once, however many projects
-- the owner or everyone else has. The keys only narrow the rows: the LIKE still decides. Hash
-- collisions only let extra rows through to it; trigrams of letters outside a-z/0-9 (which
-- pg_trgm may hash or split differently) are left out on both sides. IMMUTABLE and schema-qualified
-- like f_unaccent (0009), so the index does not depend on search_path.
CREATE OR REPLACE FUNCTION public.owner_trigram_keys(owner uuid, search text) RETURNS integer[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(array_agg(hashtext(owner::text || t)), '{}') FROM unnest(public.show_trgm(search)) AS t WHERE t ~ '^[a-z0-9]{3}$' $$;--> statement-breakpoint
CREATE INDEX "projects_owner_name_keys_idx" ON "projects" USING gin (owner_trigram_keys("owner_id", "name_search")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "projects_owner_customer_name_keys_idx" ON "projects" USING gin (owner_trigram_keys("owner_id", "customer_name_search")) WITH (fastupdate=false);
