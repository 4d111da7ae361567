// `@console/core/enums`: the values of every enum of the admin API contract (`gpuTypeValues`,
// `inferenceBackendValues`, ...), in its order, for forms, filters and labels. Their types are in the root entry.
export * from '../api/enums.gen';
