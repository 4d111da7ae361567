CREATE TABLE "inference_metrics" (
	"deployment_id" integer NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"latency_sum_ms" double precision DEFAULT 0 NOT NULL,
	"histogram" integer[] NOT NULL,
	CONSTRAINT "inference_metrics_deployment_id_minute_pk" PRIMARY KEY("deployment_id","minute")
);
--> statement-breakpoint
ALTER TABLE "inference_keys" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inference_metrics" ADD CONSTRAINT "inference_metrics_deployment_id_inference_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."inference_deployments"("id") ON DELETE cascade ON UPDATE no action;