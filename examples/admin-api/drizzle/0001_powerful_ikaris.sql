CREATE TABLE "cluster_node_samples" (
	"node_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"cpu_capacity" double precision NOT NULL,
	"memory_capacity" double precision NOT NULL,
	"gpu_capacity" double precision NOT NULL,
	"cpu_allocated" double precision NOT NULL,
	"memory_allocated" double precision NOT NULL,
	"gpus_allocated" double precision NOT NULL,
	"cpu_used" double precision NOT NULL,
	"memory_used" double precision NOT NULL,
	"gpus_used" double precision NOT NULL,
	CONSTRAINT "cluster_node_samples_node_id_at_pk" PRIMARY KEY("node_id","at")
);
--> statement-breakpoint
CREATE TABLE "cluster_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cluster_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'READY' NOT NULL,
	"cpu_cores" integer NOT NULL,
	"memory_gib" integer NOT NULL,
	"gpu_model" text,
	"gpu_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cluster_nodes_cluster_name" UNIQUE("cluster_id","name")
);
--> statement-breakpoint
CREATE TABLE "cluster_project_samples" (
	"cluster_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"cpu_allocated" double precision NOT NULL,
	"memory_allocated" double precision NOT NULL,
	"gpus_allocated" double precision NOT NULL,
	"cpu_used" double precision NOT NULL,
	"memory_used" double precision NOT NULL,
	"gpus_used" double precision NOT NULL,
	CONSTRAINT "cluster_project_samples_cluster_id_project_id_at_pk" PRIMARY KEY("cluster_id","project_id","at")
);
--> statement-breakpoint
CREATE TABLE "clusters" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	CONSTRAINT "clusters_name" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "cluster_node_samples" ADD CONSTRAINT "cluster_node_samples_node_id_cluster_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."cluster_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_nodes" ADD CONSTRAINT "cluster_nodes_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_project_samples" ADD CONSTRAINT "cluster_project_samples_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_project_samples" ADD CONSTRAINT "cluster_project_samples_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cluster_project_samples_project_at" ON "cluster_project_samples" USING btree ("project_id","at");--> statement-breakpoint
CREATE INDEX "cluster_project_samples_cluster_at" ON "cluster_project_samples" USING btree ("cluster_id","at");