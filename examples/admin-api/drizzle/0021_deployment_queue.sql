ALTER TABLE "inference_deployments" ADD COLUMN "queue_reason" text;--> statement-breakpoint
ALTER TABLE "inference_deployments" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "inference_deployments_queued_at" ON "inference_deployments" USING btree ("queued_at") WHERE "inference_deployments"."queued_at" is not null;