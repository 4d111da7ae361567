-- The deployment and notebook lists sorted by name walk one index in either order (ties broken by id
-- descending, src/db/keyset.ts), for their pages' ids and for their outlines: no sort of a project's rows.
CREATE INDEX "inference_deployments_name" ON "inference_deployments" USING btree ("project_id","name","id");--> statement-breakpoint
CREATE INDEX "inference_deployments_name_asc" ON "inference_deployments" USING btree ("project_id","name","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notebooks_name" ON "notebooks" USING btree ("project_id","name","id");--> statement-breakpoint
CREATE INDEX "notebooks_name_asc" ON "notebooks" USING btree ("project_id","name","id" DESC NULLS FIRST);