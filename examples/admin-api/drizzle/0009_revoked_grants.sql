CREATE TABLE "revoked_grants" (
	"grant_id" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "revoked_grants_until_idx" ON "revoked_grants" USING btree ("until");--> statement-breakpoint
-- Every instance hears a sign-out on the change feed (see 0008) and refuses that grant's tokens at once.
CREATE TRIGGER revoked_grants_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON revoked_grants FOR EACH STATEMENT EXECUTE FUNCTION console_announce_change();
