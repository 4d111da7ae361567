ALTER TABLE "project_services" ADD COLUMN "next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_services" ADD COLUMN "requested_by" integer;--> statement-breakpoint
ALTER TABLE "project_services" ADD CONSTRAINT "project_services_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_services_next_at" ON "project_services" USING btree ("next_at") WHERE "project_services"."next_at" is not null;