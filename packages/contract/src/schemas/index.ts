export * from './branches';
export * from './clusters';
export * from './common';
export * from './notifications';
export * from './organizations';
export * from './projects';
export * from './space';
export * from './users';
