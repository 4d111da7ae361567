/**
 * What the contract fuzzer knows of the database: the ids of each table's rows (to build requests
 * that reach the handlers, and foreign ones), which organization each row belongs to (to tell a row of
 * another tenant in an answer), and a log of every row written (to tell a refused request
 * that left something behind).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';

const rows = async <T>(db: Db, query: SQL) => (await db.execute(query)) as unknown as { rows: T[] };

/** Tables whose rows name an organization, directly or through their project, and the SQL that says which. */
const OWNED: Record<string, SQL> = {
  organizations: sql`select id, id as org from organizations`,
  branches: sql`select id, organization_id as org from branches`,
  projects: sql`select id, organization_id as org from projects`,
  tickets: sql`select id, organization_id as org from tickets`,
  sla_policies: sql`select id, organization_id as org from sla_policies`,
  inference_deployments: sql`select d.id, p.organization_id as org from inference_deployments d join projects p on p.id = d.project_id`,
  notebooks: sql`select n.id, p.organization_id as org from notebooks n join projects p on p.id = n.project_id`,
  inference_schedules: sql`select s.id, p.organization_id as org from inference_schedules s
    join inference_deployments d on d.id = s.deployment_id join projects p on p.id = d.project_id`,
};

/** Tables of no tenant: users, the model catalogue, the clusters, notifications (each its user's). */
const SHARED: Record<string, SQL> = {
  users: sql`select id from users`,
  predefined_models: sql`select id from predefined_models`,
  clusters: sql`select id from clusters`,
  notifications: sql`select id from notifications`,
};

/** Which table a field of that name refers to. */
const FIELD_TABLE: Record<string, string> = {
  organizationId: 'organizations',
  orgId: 'organizations',
  branchId: 'branches',
  projectId: 'projects',
  userId: 'users',
  assigneeId: 'users',
  deploymentId: 'inference_deployments',
  instanceId: 'notebooks',
  slaPolicyId: 'sla_policies',
  predefinedModelId: 'predefined_models',
  notificationIds: 'notifications',
  clusterId: 'clusters',
};

/** Which table the `{id}` of a path names, by the path's shape (the first match wins). */
const PATH_TABLE: [RegExp, string][] = [
  [/deployments\/\{id\}/, 'inference_deployments'],
  [/scheduled-uptime\/\{id\}/, 'inference_schedules'],
  [/^\/(workspace\/)?users\/\{id\}/, 'users'],
  [/^\/organizations\/\{id\}/, 'organizations'],
  [/^\/branches\/\{id\}/, 'branches'],
  [/^\/workspace\/project\/\{id\}/, 'projects'],
  [/^\/clusters\/\{id\}/, 'clusters'],
  [/predefined-models\/\{id\}/, 'predefined_models'],
  [/^\/support\/tickets\/\{id\}/, 'tickets'],
  [/^\/support\/sla-policies\/\{id\}/, 'sla_policies'],
];

/** The table a path parameter names, if any. */
export function tableOfParam(path: string, name: string): string | undefined {
  if (name === 'projectId') return 'projects';
  if (name === 'instanceId') return 'notebooks';
  if (name !== 'id') return undefined;
  return PATH_TABLE.find(([re]) => re.test(path))?.[1];
}

/** The ids of the database's rows and the organization of each, refreshed as the fuzzer creates rows. */
export class Tenancy {
  /** table -> id -> organization (0 for rows of no tenant). */
  private readonly owners = new Map<string, Map<number, number>>();

  constructor(private readonly db: Db) {}

  async refresh() {
    for (const [table, query] of Object.entries({ ...OWNED, ...SHARED })) {
      const result = await rows<{ id: number; org?: number }>(this.db, query);
      this.owners.set(table, new Map(result.rows.map((r) => [Number(r.id), Number(r.org ?? 0)])));
    }
  }

  /** The projects with their branch and organization, for bodies whose scope ids must agree. */
  async projectScopes(): Promise<{ projectId: number; branchId: number; organizationId: number }[]> {
    return (
      await rows<{ projectId: number; branchId: number; organizationId: number }>(
        this.db,
        sql`select id as "projectId", branch_id as "branchId", organization_id as "organizationId" from projects`,
      )
    ).rows;
  }

  /** Ids of a table, optionally only those of organizations `keep` accepts. */
  ids(table: string, keep?: (org: number) => boolean): number[] {
    const all = [...(this.owners.get(table) ?? new Map<number, number>())];
    return all.filter(([, org]) => !keep || keep(org)).map(([id]) => id);
  }

  /** Ids for a body or query field of that name, or undefined when the name refers to no table. */
  idsForField(field: string, keep?: (org: number) => boolean): number[] | undefined {
    const table = FIELD_TABLE[field];
    return table ? this.ids(table, keep) : undefined;
  }

  /** The organization a row of `table` belongs to; undefined when unknown (a row created since the last refresh). */
  organizationOf(table: string, id: number): number | undefined {
    return this.owners.get(table)?.get(id);
  }

  /** The table a field names, for the tenancy check of answers. */
  static tableOfField(field: string) {
    return FIELD_TABLE[field];
  }
}

/** Tables the effect log leaves out: the clock's own bookkeeping and the migrations. */
const UNWATCHED = new Set(['sim_jobs', 'sim_missing', '__drizzle_migrations', 'fuzz_effects']);

/**
 * A log of every row written, by table: a row trigger on every table appends the table's name. Cheaper
 * and more exact than hashing the tables around each request: a refused request must add nothing.
 * For the test database only (it adds a table and triggers).
 */
export async function effectLog(db: Db) {
  await db.execute(sql`create table if not exists fuzz_effects (id bigserial primary key, t text not null)`);
  await db.execute(sql`create or replace function fuzz_effect() returns trigger language plpgsql as $$
    begin insert into fuzz_effects (t) values (TG_TABLE_NAME); return null; end $$`);
  const tables = (
    await rows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public'`)
  ).rows
    .map((r) => r.name)
    .filter((t) => !UNWATCHED.has(t));
  for (const t of tables) {
    await db.execute(
      sql`create or replace trigger fuzz_effect after insert or update or delete on ${sql.identifier(t)} for each row execute function fuzz_effect()`,
    );
  }
  return {
    /** Where the log stands now. */
    async mark(): Promise<number> {
      const [row] = (await rows<{ n: string | null }>(db, sql`select max(id)::text as n from fuzz_effects`)).rows;
      return Number(row?.n ?? 0);
    },
    /** The tables written since `mark`. */
    async since(mark: number): Promise<string[]> {
      const found = await rows<{ t: string }>(db, sql`select distinct t from fuzz_effects where id > ${mark}`);
      return found.rows.map((r) => r.t);
    },
  };
}
