CREATE TABLE "cost_allocation_months" (
	"month" date NOT NULL,
	"project_id" integer NOT NULL,
	"workload" text NOT NULL,
	"gpu_model" text DEFAULT '' NOT NULL,
	"gpu_hours" double precision DEFAULT 0 NOT NULL,
	"cpu_core_hours" double precision DEFAULT 0 NOT NULL,
	"memory_gib_hours" double precision DEFAULT 0 NOT NULL,
	"storage_gib_hours" double precision DEFAULT 0 NOT NULL,
	"gpu_idle_hours" double precision DEFAULT 0 NOT NULL,
	"cpu_idle_core_hours" double precision DEFAULT 0 NOT NULL,
	"memory_idle_gib_hours" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "cost_allocation_months_month_project_id_workload_gpu_model_pk" PRIMARY KEY("month","project_id","workload","gpu_model")
);
--> statement-breakpoint
ALTER TABLE "cost_allocation_months" ADD CONSTRAINT "cost_allocation_months_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "cost_allocation_months" ("month", "project_id", "workload", "gpu_model", "gpu_hours", "cpu_core_hours", "memory_gib_hours", "storage_gib_hours", "gpu_idle_hours", "cpu_idle_core_hours", "memory_idle_gib_hours")
SELECT date_trunc('month', "day")::date, "project_id", "workload", "gpu_model", sum("gpu_hours"), sum("cpu_core_hours"), sum("memory_gib_hours"), sum("storage_gib_hours"), sum("gpu_idle_hours"), sum("cpu_idle_core_hours"), sum("memory_idle_gib_hours")
FROM "cost_allocation_days" GROUP BY 1, 2, 3, 4;
