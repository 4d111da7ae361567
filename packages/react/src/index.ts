export { VERSION } from '@console/core';
