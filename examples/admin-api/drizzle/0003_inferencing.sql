CREATE TABLE "inference_deployments" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"status_reason" text,
	"config" jsonb NOT NULL,
	"active_version" integer DEFAULT 1 NOT NULL,
	"request_count" integer DEFAULT 0 NOT NULL,
	"total_latency_ms" double precision DEFAULT 0 NOT NULL,
	"last_request_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_at" timestamp with time zone,
	CONSTRAINT "inference_deployments_project_name" UNIQUE("project_id","name")
);
--> statement-breakpoint
CREATE TABLE "inference_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"deployment_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"detail" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inference_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"deployment_id" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "inference_keys_secret_hash_unique" UNIQUE("secret_hash"),
	CONSTRAINT "inference_keys_deployment_name" UNIQUE("deployment_id","name")
);
--> statement-breakpoint
CREATE TABLE "inference_permissions" (
	"deployment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"access" text NOT NULL,
	CONSTRAINT "inference_permissions_deployment_id_user_id_pk" PRIMARY KEY("deployment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "inference_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"deployment_id" integer NOT NULL,
	"week_days" jsonb NOT NULL,
	"start" text NOT NULL,
	"end" text NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inference_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"deployment_id" integer NOT NULL,
	"number" integer NOT NULL,
	"config" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inference_versions_number" UNIQUE("deployment_id","number")
);
--> statement-breakpoint
CREATE TABLE "predefined_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"task" text NOT NULL,
	"framework" text NOT NULL,
	"backend" text NOT NULL,
	"size_mb" integer NOT NULL,
	"versions" jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"default_resources" jsonb NOT NULL,
	CONSTRAINT "predefined_models_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "registry_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"source" text NOT NULL,
	"username" text NOT NULL,
	"secret" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registry_credentials_owner_source" UNIQUE("owner_id","source")
);
--> statement-breakpoint
ALTER TABLE "inference_deployments" ADD CONSTRAINT "inference_deployments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inference_deployments" ADD CONSTRAINT "inference_deployments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inference_events" ADD CONSTRAINT "inference_events_deployment_id_inference_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."inference_deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inference_events" ADD CONSTRAINT "inference_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inference_keys" ADD CONSTRAINT "inference_keys_deployment_id_inference_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."inference_deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inference_keys" ADD CONSTRAINT "inference_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inference_permissions" ADD CONSTRAINT "inference_permissions_deployment_id_inference_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."inference_deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inference_permissions" ADD CONSTRAINT "inference_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inference_schedules" ADD CONSTRAINT "inference_schedules_deployment_id_inference_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."inference_deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inference_versions" ADD CONSTRAINT "inference_versions_deployment_id_inference_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."inference_deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inference_versions" ADD CONSTRAINT "inference_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_credentials" ADD CONSTRAINT "registry_credentials_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inference_deployments_next_at" ON "inference_deployments" USING btree ("next_at") WHERE "inference_deployments"."next_at" is not null;--> statement-breakpoint
CREATE INDEX "inference_events_deployment" ON "inference_events" USING btree ("deployment_id","id");--> statement-breakpoint
CREATE INDEX "inference_schedules_deployment" ON "inference_schedules" USING btree ("deployment_id");