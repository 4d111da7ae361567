-- Every committed change to a table the API caches reads of is announced on the `console_changes`
-- channel with the table's name, so each API instance sharing the database drops what it read from it.
-- Statement-level triggers: one notification per statement (PostgreSQL folds repeats within a transaction),
-- delivered at commit, never for a rolled-back change.
CREATE FUNCTION console_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('console_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER organizations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organizations FOR EACH STATEMENT EXECUTE FUNCTION console_announce_change();--> statement-breakpoint
CREATE TRIGGER branches_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON branches FOR EACH STATEMENT EXECUTE FUNCTION console_announce_change();--> statement-breakpoint
CREATE TRIGGER projects_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON projects FOR EACH STATEMENT EXECUTE FUNCTION console_announce_change();--> statement-breakpoint
CREATE TRIGGER services_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services FOR EACH STATEMENT EXECUTE FUNCTION console_announce_change();--> statement-breakpoint
CREATE TRIGGER project_services_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_services FOR EACH STATEMENT EXECUTE FUNCTION console_announce_change();--> statement-breakpoint
CREATE TRIGGER role_assignments_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_assignments FOR EACH STATEMENT EXECUTE FUNCTION console_announce_change();--> statement-breakpoint
CREATE TRIGGER favorites_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON favorites FOR EACH STATEMENT EXECUTE FUNCTION console_announce_change();--> statement-breakpoint
CREATE TRIGGER notifications_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notifications FOR EACH STATEMENT EXECUTE FUNCTION console_announce_change();--> statement-breakpoint
-- A sign-in stamp (is_new_user, last_sign_in) or a password change changes nothing that is cached.
CREATE TRIGGER users_changed AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF email, name, active, is_super_admin ON users FOR EACH STATEMENT EXECUTE FUNCTION console_announce_change();
