CREATE TABLE "cost_allocation_days" (
	"day" date NOT NULL,
	"project_id" integer NOT NULL,
	"workload" text NOT NULL,
	"gpu_model" text DEFAULT '' NOT NULL,
	"gpu_hours" double precision DEFAULT 0 NOT NULL,
	"cpu_core_hours" double precision DEFAULT 0 NOT NULL,
	"memory_gib_hours" double precision DEFAULT 0 NOT NULL,
	"storage_gib_hours" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "cost_allocation_days_day_project_id_workload_gpu_model_pk" PRIMARY KEY("day","project_id","workload","gpu_model")
);
--> statement-breakpoint
CREATE TABLE "cost_allocations" (
	"hour" timestamp with time zone NOT NULL,
	"project_id" integer NOT NULL,
	"workload" text NOT NULL,
	"gpu_model" text DEFAULT '' NOT NULL,
	"gpu_hours" double precision DEFAULT 0 NOT NULL,
	"cpu_core_hours" double precision DEFAULT 0 NOT NULL,
	"memory_gib_hours" double precision DEFAULT 0 NOT NULL,
	"storage_gib_hours" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "cost_allocations_project_id_workload_hour_pk" PRIMARY KEY("project_id","workload","hour")
);
--> statement-breakpoint
ALTER TABLE "cost_allocation_days" ADD CONSTRAINT "cost_allocation_days_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_allocations" ADD CONSTRAINT "cost_allocations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_allocation_days_project" ON "cost_allocation_days" USING btree ("project_id","day");--> statement-breakpoint
CREATE INDEX "cost_allocations_hour" ON "cost_allocations" USING btree ("hour");