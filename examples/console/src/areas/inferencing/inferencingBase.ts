/** Where the deployment pages live: the project module for admins, the member module for granted members. */
export const inferencingBase = (member: boolean) =>
  member ? '/project-member-module/triton-inference' : '/project-module/triton-inference';
