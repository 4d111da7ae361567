-- As migration 0024 does for a project's own fields: each service of a project page's items (its key and name from
-- the catalogue, its status, quota, use and updatedAt from the project's row) is written into the item's JSON on
-- every read, through to_json and to_char, several of them a project in real data. Both parts are written once,
-- with their rows, into stored generated columns; the page statement adds the service id around them. Left out of
-- drizzle's schema, as 0024's column is.
CREATE FUNCTION console_service_list_json(key text, name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ',"key":' || to_json(key)::text || ',"name":' || to_json(name)::text
$$;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "list_json" text
  GENERATED ALWAYS AS (console_service_list_json("key", "name")) STORED;--> statement-breakpoint
CREATE FUNCTION console_project_service_list_json(status text, quota integer, used integer, updated_at timestamptz)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ',"status":' || to_json(status)::text || ',"quota":' || quota::text || ',"used":' || used::text
    || ',"updatedAt":"' || to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}'
$$;--> statement-breakpoint
ALTER TABLE "project_services" ADD COLUMN "list_json" text
  GENERATED ALWAYS AS (console_project_service_list_json("status", "quota", "used", "updated_at")) STORED;
