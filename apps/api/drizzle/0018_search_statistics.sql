-- A finer histogram for the two search columns (issue 16; docs/decisions/036-flat-project-search.md,
-- sixth pass). PostgreSQL estimates `name_search LIKE '%text%'` from the histogram entries the
-- pattern matches; with the default 100 entries a text matching about 1 % of the projects could
-- match none in one ANALYZE's sample, the estimate then fell to its floor (0.01 %), and the planner
-- chose a trigram bitmap scan of every candidate plus a sort over walking the primary key and
-- stopping after the page. With 300 entries such a text matches about three, every time, for
-- about 0.02 ms more planning (1 000 entries: about ten, but 0.07-0.19 ms more per editors' search).
-- No ANALYZE here: PostgreSQL's autovacuum picks the target up on its next analyse, and on PGlite
-- (which never analyses on its own) an upgrade's one-off ANALYZE would be a separate change.
ALTER TABLE "projects" ALTER COLUMN "name_search" SET STATISTICS 300;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "customer_name_search" SET STATISTICS 300;
