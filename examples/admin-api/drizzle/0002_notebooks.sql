CREATE TABLE "notebook_images" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"gpu_capable" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notebooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"image_id" text NOT NULL,
	"size" text NOT NULL,
	"gpu_count" integer DEFAULT 0 NOT NULL,
	"storage_gib" integer NOT NULL,
	"idle_timeout_minutes" integer DEFAULT 0 NOT NULL,
	"replicas" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"status_reason" text,
	"last_activity_at" timestamp with time zone,
	"next_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notebooks_project_name" UNIQUE("project_id","name")
);
--> statement-breakpoint
CREATE TABLE "service_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notebooks" ADD CONSTRAINT "notebooks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebooks" ADD CONSTRAINT "notebooks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notebooks_project_owner" ON "notebooks" USING btree ("project_id","owner_id");--> statement-breakpoint
CREATE INDEX "notebooks_next_at" ON "notebooks" USING btree ("next_at") WHERE "notebooks"."next_at" is not null;--> statement-breakpoint
CREATE INDEX "service_events_project_service" ON "service_events" USING btree ("project_id","service_id","id");