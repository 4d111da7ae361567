-- The audit log's `resource` filter (an entry of that resource id, or whose resource name contains the word, ilike)
-- had no index: a page walked the caller's entries from the cursor down and dropped the ones that did not match,
-- about 5,000 of them for a rare word in 10,000 entries (3 ms a read on PostgreSQL). A trigram index on the name
-- (pg_trgm folds case, as ilike does) and one on the resource id let the planner read the matches through both
-- indexes instead (BitmapOr), and still walk the log for a common word. Where pg_trgm is available, as the
-- other trigram indexes (migration 0011).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS audit_entries_resource_name_trgm ON audit_entries USING gin (resource_name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS audit_entries_resource_id ON audit_entries USING btree (resource_id);
  END IF;
END;
$$;
