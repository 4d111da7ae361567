-- An hourly allocation record per workload, hour and GPU model, as the daily and monthly roll-ups are keyed: a
-- workload moved to another GPU model within an hour keeps a row per model. Every existing row already has its model
-- (the column is not null) and the new key holds the old one, so no existing row conflicts.
ALTER TABLE "cost_allocations" DROP CONSTRAINT "cost_allocations_project_id_workload_hour_pk";--> statement-breakpoint
ALTER TABLE "cost_allocations" ADD CONSTRAINT "cost_allocations_project_id_workload_hour_gpu_model_pk" PRIMARY KEY("project_id","workload","hour","gpu_model");
