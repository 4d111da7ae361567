CREATE TABLE "quota_request_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"approver" text NOT NULL,
	"outcome" text NOT NULL,
	"approved_gpus" integer,
	"approved_cpu_cores" integer,
	"approved_memory_gib" integer,
	"comment" text DEFAULT '' NOT NULL,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"breached" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quota_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"reason" text NOT NULL,
	"gpus" integer NOT NULL,
	"cpu_cores" integer NOT NULL,
	"memory_gib" integer NOT NULL,
	"granted_gpus" integer,
	"granted_cpu_cores" integer,
	"granted_memory_gib" integer,
	"status" text NOT NULL,
	"waiting_on" text,
	"step_due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_quotas" (
	"level" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"branch_id" integer,
	"gpus" integer DEFAULT 0 NOT NULL,
	"cpu_cores" integer DEFAULT 0 NOT NULL,
	"memory_gib" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_quotas_level_tenant_id_pk" PRIMARY KEY("level","tenant_id")
);
--> statement-breakpoint
ALTER TABLE "quota_request_steps" ADD CONSTRAINT "quota_request_steps_request_id_quota_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quota_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_request_steps" ADD CONSTRAINT "quota_request_steps_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_requests" ADD CONSTRAINT "quota_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_requests" ADD CONSTRAINT "quota_requests_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_requests" ADD CONSTRAINT "quota_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_requests" ADD CONSTRAINT "quota_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_quotas" ADD CONSTRAINT "tenant_quotas_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_quotas" ADD CONSTRAINT "tenant_quotas_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quota_request_steps_request" ON "quota_request_steps" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "quota_requests_org" ON "quota_requests" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "quota_requests_project" ON "quota_requests" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "quota_requests_due" ON "quota_requests" USING btree ("step_due_at") WHERE "quota_requests"."step_due_at" is not null;--> statement-breakpoint
CREATE INDEX "tenant_quotas_parent" ON "tenant_quotas" USING btree ("organization_id","branch_id");