export * from './branches';
export * from './common';
export * from './inferencing';
export * from './notifications';
export * from './organizations';
export * from './projects';
export * from './space';
export * from './users';
