export * from './branches';
export * from './common';
export * from './notebooks';
export * from './notifications';
export * from './organizations';
export * from './projects';
export * from './space';
export * from './users';
