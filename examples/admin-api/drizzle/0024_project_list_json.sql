-- The project list's page statement writes each item's JSON (src/areas/projects/queries.ts): the project's own
-- text fields (name, logo, description escaped by to_json, createdAt as `Date.prototype.toISOString` writes it)
-- were written again on every read, about a quarter of the statement's time. They are written once, when the row
-- is (and again when it changes), into a stored generated column holding that part of the item's JSON; the
-- statement adds the joined fields around it. drizzle-kit does not write this; the schema in tables.ts leaves the
-- column out, so no select or insert of the API names it.
-- to_json and to_char are marked stable (the output functions of some types, and to_char's locale-dependent
-- patterns, may change with settings); for text and this pattern nothing does, so the function is immutable, as
-- a generated column needs.
CREATE FUNCTION console_project_list_json(name text, logo text, description text, created_at timestamptz)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ',"name":' || to_json(name)::text || ',"logo":' || coalesce(to_json(logo)::text, 'null')
    || ',"description":' || to_json(description)::text
    || ',"createdAt":"' || to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
$$;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "list_json" text
  GENERATED ALWAYS AS (console_project_list_json("name", "logo", "description", "created_at")) STORED;
