-- The inference endpoint caches its key checks (the key, its deployment, whether the key's owner may still call it):
-- changes to the tables they are read from are announced on `console_changes` as in migration 0008, so every API
-- instance sharing the database drops a revoked key, a paused deployment or a withdrawn permission at once.
-- A call's own stamps (a key's last use, a deployment's counts) change nothing that is cached and are not announced.
CREATE TRIGGER inference_keys_changed AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF deployment_id, name, secret_hash, created_by, expires_at ON inference_keys FOR EACH STATEMENT EXECUTE FUNCTION console_announce_change();--> statement-breakpoint
CREATE TRIGGER inference_deployments_changed AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF project_id, name, description, status, status_reason, config, active_version, created_by, next_at ON inference_deployments FOR EACH STATEMENT EXECUTE FUNCTION console_announce_change();--> statement-breakpoint
CREATE TRIGGER inference_permissions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON inference_permissions FOR EACH STATEMENT EXECUTE FUNCTION console_announce_change();
