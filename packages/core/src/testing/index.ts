// Test helpers shared by core's tests; not part of the public surface.
export { FakeAuth } from './fakeAuth';
export { fakeChannelHub } from './fakeChannelHub';
export { fakeJwt } from './fakeJwt';
export { fakeLocks } from './fakeLocks';
export { jsonResponse } from './jsonResponse';
export { space } from './space';
