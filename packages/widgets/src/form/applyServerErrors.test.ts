import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors } from './applyServerErrors';

type Values = { name: string; email: string; owner: { email: string } };

function fakeForm(values: Values = { name: '', email: '', owner: { email: '' } }) {
  const get = (path: string) => path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], values);
  return { setError: vi.fn(), getValues: vi.fn((path: string) => get(path)) as never };
}

describe('applyServerErrors', () => {
  it("puts each key of a 400's details on its field, joins lists and focuses the first", () => {
    const form = fakeForm();
    const applied = applyServerErrors<Values>(form, {
      message: 'Validation failed',
      status: 400,
      errors: { name: ['is required', 'is too short'], 'owner.email': 'must be an email' },
    });
    expect(applied).toEqual({ fields: ['name', 'owner.email'], formError: undefined });
    expect(form.setError).toHaveBeenCalledWith(
      'name',
      { type: 'server', message: 'is required is too short' },
      { shouldFocus: true },
    );
    expect(form.setError).toHaveBeenCalledWith(
      'owner.email',
      { type: 'server', message: 'must be an email' },
      { shouldFocus: false },
    );
  });

  it('places a 409 the same way: its details on the field, no form-level error', () => {
    const form = fakeForm();
    const message = 'An organization named Acme AI already exists';
    const applied = applyServerErrors<Values>(form, { message, status: 409, errors: { name: message } });
    expect(applied).toEqual({ fields: ['name'], formError: undefined });
    expect(form.setError).toHaveBeenCalledWith('name', { type: 'server', message }, { shouldFocus: true });
    expect(form.setError).not.toHaveBeenCalledWith('root.server', expect.anything());
  });

  it('shows a 409 without details, or with details naming no field, once at form level', () => {
    const form = fakeForm();
    expect(applyServerErrors<Values>(form, { message: 'Already exists', status: 409 }).formError).toBe(
      'Already exists',
    );
    const same = 'The slug is taken';
    expect(applyServerErrors<Values>(form, { message: same, status: 409, errors: { slug: same } }).formError).toBe(
      same,
    );
  });

  it('puts keys that name no field into the form-level error', () => {
    const form = fakeForm();
    const applied = applyServerErrors<Values>(form, {
      message: 'Validation failed',
      errors: { name: 'taken', quota: 'exceeded' },
    });
    expect(applied.formError).toBe('quota: exceeded');
    expect(form.setError).toHaveBeenCalledWith('root.server', { type: 'server', message: 'quota: exceeded' });
  });

  it('maps renamed server keys and honours an explicit field list', () => {
    const form = fakeForm();
    const applied = applyServerErrors<Values>(
      form,
      { message: 'x', errors: { contactEmail: 'bad', name: 'bad too' } },
      { rename: { contactEmail: 'email' }, fields: ['email'] },
    );
    expect(applied).toEqual({ fields: ['email'], formError: 'name: bad too' });
  });

  it('shows the message of an error without field details at form level', () => {
    const form = fakeForm();
    expect(applyServerErrors<Values>(form, { message: 'Forbidden', status: 403 }).formError).toBe('Forbidden');
    expect(applyServerErrors<Values>(form, { message: 'Bad', errors: ['one', 'two'] }).formError).toBe('one\ntwo');
  });
});
