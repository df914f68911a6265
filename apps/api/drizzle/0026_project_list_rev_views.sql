-- The project list shows when the customer last opened a link to the project's proposal
-- ("visualizada há 2 dias", issue 31, docs/decisions/077): the newest `last_viewed_at` of its
-- links. Like the owner's name and the draft's total (migration 0017), it is read from another
-- table, so a trigger raises the project's `list_rev` when a link's last view changes (a view, a
-- new link already viewed, a deleted one, a hand-made SQL edit), and the list's stamp names it.
-- A view leaves the project's `version` and `updated_at` alone: no open edit becomes stale.
CREATE OR REPLACE FUNCTION public.raise_list_rev_of_link_view() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE public.projects SET list_rev = list_rev + 1
      WHERE id = (SELECT project_id FROM public.proposals WHERE id = OLD.proposal_id);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR OLD.proposal_id <> NEW.proposal_id) THEN
    UPDATE public.projects SET list_rev = list_rev + 1
      WHERE id = (SELECT project_id FROM public.proposals WHERE id = NEW.proposal_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "proposal_links_list_rev_insert" AFTER INSERT ON "proposal_links" FOR EACH ROW
  WHEN (NEW.last_viewed_at IS NOT NULL)
  EXECUTE FUNCTION public.raise_list_rev_of_link_view();--> statement-breakpoint
CREATE TRIGGER "proposal_links_list_rev_update" AFTER UPDATE ON "proposal_links" FOR EACH ROW
  WHEN ((OLD.last_viewed_at, OLD.proposal_id) IS DISTINCT FROM (NEW.last_viewed_at, NEW.proposal_id))
  EXECUTE FUNCTION public.raise_list_rev_of_link_view();--> statement-breakpoint
CREATE TRIGGER "proposal_links_list_rev_delete" AFTER DELETE ON "proposal_links" FOR EACH ROW
  WHEN (OLD.last_viewed_at IS NOT NULL)
  EXECUTE FUNCTION public.raise_list_rev_of_link_view();
