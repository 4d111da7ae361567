CREATE TABLE "audit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" integer,
	"actor_name" text,
	"actor_email" text,
	"actor_key_id" integer,
	"action" text NOT NULL,
	"resource_kind" text NOT NULL,
	"resource_id" text NOT NULL,
	"resource_name" text NOT NULL,
	"organization_id" integer,
	"branch_id" integer,
	"project_id" integer,
	"changes" jsonb,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "audit_retention" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"days" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_entries_organization" ON "audit_entries" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "audit_entries_branch" ON "audit_entries" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "audit_entries_project" ON "audit_entries" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "audit_entries_actor" ON "audit_entries" USING btree ("actor_user_id","id");--> statement-breakpoint
CREATE INDEX "audit_entries_resource" ON "audit_entries" USING btree ("resource_kind","resource_id","id");--> statement-breakpoint
CREATE INDEX "audit_entries_at" ON "audit_entries" USING btree ("at");--> statement-breakpoint
-- Append-only: no entry is ever changed, and none removed, except by the retention sweeper, which marks its
-- own transaction (`set_config('console.audit_sweep', 'on', true)`) and deletes only entries past retention.
CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('console.audit_sweep', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit entries are append-only: % refused', TG_OP USING ERRCODE = '42501';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only();--> statement-breakpoint
CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON audit_entries FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_append_only();--> statement-breakpoint
-- New entries are announced like other changes (migration 0008): open audit streams on every instance read them.
CREATE TRIGGER audit_entries_changed AFTER INSERT ON audit_entries FOR EACH STATEMENT EXECUTE FUNCTION console_announce_change();--> statement-breakpoint
-- The command palette's search: trigram indexes where the pg_trgm extension is available (PostgreSQL);
-- without it (the embedded database) the same queries run on a scan, fine at its size.
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
