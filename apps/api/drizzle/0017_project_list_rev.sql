-- The project list's stamp from the projects row alone (issue 16): `list_rev` is raised when what
-- the list shows of a project from other rows changes (its owner's username or name, its draft
-- proposal's total), so the page statement needs no join and PostgreSQL plans it in a fraction of
-- the time. Raised by triggers, hand-made SQL edits included. Writes that show nowhere in the list
-- (a user's last_seen_at, an issued revision) leave the projects alone. The project's `version`
-- and `updated_at` are left as they are: a trigger's raise never makes an open edit stale.
ALTER TABLE "projects" ADD COLUMN "list_rev" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.raise_list_rev_of_owner() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE public.projects SET list_rev = list_rev + 1 WHERE owner_id = NEW.id; RETURN NULL; END $$;--> statement-breakpoint
CREATE TRIGGER "app_users_list_rev" AFTER UPDATE ON "app_users" FOR EACH ROW
  WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION public.raise_list_rev_of_owner();--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.raise_list_rev_of_draft() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'DRAFT' THEN
    UPDATE public.projects SET list_rev = list_rev + 1 WHERE id = OLD.project_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'DRAFT'
     AND (TG_OP = 'INSERT' OR OLD.status <> 'DRAFT' OR OLD.project_id <> NEW.project_id) THEN
    UPDATE public.projects SET list_rev = list_rev + 1 WHERE id = NEW.project_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "proposals_list_rev_insert" AFTER INSERT ON "proposals" FOR EACH ROW
  WHEN (NEW.status = 'DRAFT')
  EXECUTE FUNCTION public.raise_list_rev_of_draft();--> statement-breakpoint
CREATE TRIGGER "proposals_list_rev_update" AFTER UPDATE ON "proposals" FOR EACH ROW
  WHEN ((OLD.status = 'DRAFT' OR NEW.status = 'DRAFT')
    AND (OLD.status, OLD.total_brl, OLD.project_id) IS DISTINCT FROM (NEW.status, NEW.total_brl, NEW.project_id))
  EXECUTE FUNCTION public.raise_list_rev_of_draft();--> statement-breakpoint
CREATE TRIGGER "proposals_list_rev_delete" AFTER DELETE ON "proposals" FOR EACH ROW
  WHEN (OLD.status = 'DRAFT')
  EXECUTE FUNCTION public.raise_list_rev_of_draft();
