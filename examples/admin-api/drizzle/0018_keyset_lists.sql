-- The lists of users, tickets, deployments and notebooks page by keyset (src/db/keyset.ts): each order, ties
-- broken by id descending, is one index walked one way.
CREATE INDEX "inference_deployments_project" ON "inference_deployments" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "inference_deployments_created" ON "inference_deployments" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inference_deployments_created_asc" ON "inference_deployments" USING btree ("project_id","created_at","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notebooks_project" ON "notebooks" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "notebooks_created" ON "notebooks" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notebooks_created_asc" ON "notebooks" USING btree ("project_id","created_at","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_created" ON "tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_created_asc" ON "tickets" USING btree ("created_at","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_priority" ON "tickets" USING btree ((case "priority" when 'CRITICAL' then 0 when 'HIGH' then 1 when 'MEDIUM' then 2 else 3 end),"id");--> statement-breakpoint
CREATE INDEX "tickets_priority_asc" ON "tickets" USING btree ((case "priority" when 'CRITICAL' then 0 when 'HIGH' then 1 when 'MEDIUM' then 2 else 3 end),"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_due" ON "tickets" USING btree ("resolution_due_at" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "tickets_due_asc" ON "tickets" USING btree ("resolution_due_at","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_name" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_name_asc" ON "users" USING btree ("name","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_created" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_created_asc" ON "users" USING btree ("created_at","id" DESC NULLS FIRST);--> statement-breakpoint
-- A list remembers where its pages end and its totals until a table it is read from changes: changes to
-- tickets and notebooks (background jobs change them too) are announced like the others (0008), those of
-- the columns the lists order and filter by (deployments' are since 0015).
CREATE TRIGGER tickets_changed AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF subject, priority, status, requester_id, assignee_id, organization_id, branch_id, project_id, resolution_due_at, first_response_breached, resolution_breached, created_at ON tickets FOR EACH STATEMENT EXECUTE FUNCTION console_announce_change();--> statement-breakpoint
CREATE TRIGGER notebooks_changed AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF project_id, owner_id, name, status, created_at ON notebooks FOR EACH STATEMENT EXECUTE FUNCTION console_announce_change();--> statement-breakpoint
-- The user list's search matches the email as well as the name: a trigram index on it where pg_trgm is.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS users_email_trgm ON users USING gin (lower(email) gin_trgm_ops);
  END IF;
END;
$$;
