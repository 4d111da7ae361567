CREATE TABLE "cost_budgets" (
	"level" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"monthly_budget" double precision NOT NULL,
	"alert_month" text DEFAULT '' NOT NULL,
	"alerts" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_budgets_level_tenant_id_pk" PRIMARY KEY("level","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "cost_prices" (
	"key" text PRIMARY KEY NOT NULL,
	"hourly" double precision NOT NULL,
	"currency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cost_budgets" ADD CONSTRAINT "cost_budgets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;