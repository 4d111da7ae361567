ALTER TABLE "notebooks" ADD COLUMN "queue_reason" text;--> statement-breakpoint
ALTER TABLE "notebooks" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notebooks_queued_at" ON "notebooks" USING btree ("queued_at") WHERE "notebooks"."queued_at" is not null;