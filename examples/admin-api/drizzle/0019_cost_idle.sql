ALTER TABLE "cost_allocation_days" ADD COLUMN "gpu_idle_hours" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cost_allocation_days" ADD COLUMN "cpu_idle_core_hours" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cost_allocation_days" ADD COLUMN "memory_idle_gib_hours" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cost_allocations" ADD COLUMN "gpu_idle_hours" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cost_allocations" ADD COLUMN "cpu_idle_core_hours" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cost_allocations" ADD COLUMN "memory_idle_gib_hours" double precision DEFAULT 0 NOT NULL;