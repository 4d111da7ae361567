import { describe, expect, it } from 'vitest';
import { deploymentAbilities } from './deploymentAbilities';

describe('deploymentAbilities', () => {
  it('gives admins everything, managers running it, callers neither', () => {
    expect(deploymentAbilities({ callerAccess: 'ADMIN' })).toEqual({ manage: true, administer: true });
    expect(deploymentAbilities({ callerAccess: 'MANAGE' })).toEqual({ manage: true, administer: false });
    expect(deploymentAbilities({ callerAccess: 'CALL' })).toEqual({ manage: false, administer: false });
  });
});
