import { conflict, uniqueConstraintOf } from './errors';

/** A unique constraint explained to the client: the field it is about and a message naming the conflict. */
export interface UniqueField<B> {
  field: keyof B & string;
  /** The message for a taken value, e.g. (name) => `An organization named ${name} already exists`. */
  message: (value: string) => string;
}

/** The unique constraints a write can hit, by constraint name (as in the migration). */
export type UniqueFields<B> = Record<string, UniqueField<B>>;

/**
 * Runs a write; a duplicate on one of the `unique` constraints becomes a 409 whose `details` are keyed
 * by the field, with a message that names the taken value, so the form can mark that field. Other
 * failures pass through (an unexpected duplicate still answers a bare 409 from the error handler).
 */
export async function explainConflicts<T, B>(unique: UniqueFields<B>, body: B, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueConstraintOf(error);
    const known = constraint === undefined ? undefined : unique[constraint];
    if (!known) throw error;
    const message = known.message(String(body[known.field]));
    throw conflict(message, { [known.field]: message });
  }
}

/** The usual case: one unique constraint on `name`, e.g. `uniqueName('branches_org_name', (n) => ...)`. */
export const uniqueName = (
  constraint: string,
  message: (name: string) => string,
): UniqueFields<{ name?: unknown }> => ({
  [constraint]: { field: 'name', message },
});
