ALTER TABLE "tickets" ADD COLUMN "sla_paused_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_paused_minutes" double precision DEFAULT 0 NOT NULL;