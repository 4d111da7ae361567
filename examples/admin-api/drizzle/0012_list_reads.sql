CREATE TABLE "project_counts" (
	"branch_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_counts_branch_id_organization_id_pk" PRIMARY KEY("branch_id","organization_id")
);
--> statement-breakpoint
DROP INDEX "projects_name";--> statement-breakpoint
DROP INDEX "projects_created";--> statement-breakpoint
CREATE INDEX "project_counts_org" ON "project_counts" USING btree ("organization_id");--> statement-breakpoint
-- The project list's orders, ties broken by id descending, each one index walked one way; the columns
-- visibility is decided on ride along (INCLUDE), so skipping to a deep page reads the index only.
CREATE INDEX "projects_by_id" ON "projects" USING btree ("id") INCLUDE ("organization_id", "branch_id");--> statement-breakpoint
CREATE INDEX "projects_name" ON "projects" USING btree ("name", "id") INCLUDE ("organization_id", "branch_id");--> statement-breakpoint
CREATE INDEX "projects_name_asc" ON "projects" USING btree ("name", "id" DESC) INCLUDE ("organization_id", "branch_id");--> statement-breakpoint
CREATE INDEX "projects_created" ON "projects" USING btree ("created_at", "id") INCLUDE ("organization_id", "branch_id");--> statement-breakpoint
CREATE INDEX "projects_created_asc" ON "projects" USING btree ("created_at", "id" DESC) INCLUDE ("organization_id", "branch_id");--> statement-breakpoint
-- Counts per branch, kept by statement triggers reading the changed rows, so a total is a sum of a few rows.
INSERT INTO "project_counts" ("branch_id", "organization_id", "n")
  SELECT "branch_id", "organization_id", count(*)::int FROM "projects" GROUP BY 1, 2;--> statement-breakpoint
CREATE FUNCTION console_count_projects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE project_counts c SET n = c.n - d.k
      FROM (SELECT branch_id, organization_id, count(*)::int AS k FROM old_rows GROUP BY 1, 2) d
      WHERE c.branch_id = d.branch_id AND c.organization_id = d.organization_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO project_counts (branch_id, organization_id, n)
      SELECT branch_id, organization_id, count(*)::int FROM new_rows GROUP BY 1, 2
      ON CONFLICT (branch_id, organization_id) DO UPDATE SET n = project_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER projects_counted_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION console_count_projects();--> statement-breakpoint
CREATE TRIGGER projects_counted_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION console_count_projects();--> statement-breakpoint
CREATE TRIGGER projects_counted_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION console_count_projects();--> statement-breakpoint
CREATE FUNCTION console_recount_projects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM project_counts;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER projects_counted_truncate AFTER TRUNCATE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION console_recount_projects();--> statement-breakpoint
-- The list's search uses the trigram index of 0011 where pg_trgm is available; the embedded database now
-- loads the extension too, so a data directory migrated before it gets the index here.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm not available: search runs without trigram indexes';
END;
$$;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS organizations_name_trgm ON organizations USING gin (lower(name) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS branches_name_trgm ON branches USING gin (lower(name) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS projects_name_trgm ON projects USING gin (lower(name) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS inference_deployments_name_trgm ON inference_deployments USING gin (lower(name) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS notebooks_name_trgm ON notebooks USING gin (lower(name) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS tickets_subject_trgm ON tickets USING gin (lower(subject) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS users_name_trgm ON users USING gin (lower(name) gin_trgm_ops);
  END IF;
END;
$$;
