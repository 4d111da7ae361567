CREATE INDEX "notifications_unread" ON "notifications" USING btree ("user_id") WHERE "notifications"."read" = false;--> statement-breakpoint
CREATE INDEX "projects_name" ON "projects" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "projects_created" ON "projects" USING btree ("created_at","id");