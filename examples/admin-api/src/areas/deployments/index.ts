/** The deployments area as the rest of the server sees it: other areas and the composition import it only through this file. */
export { deploymentTarget, roleOnDeployment } from './access';
export { admitDeployment, type DeploymentAdmissionServices } from './admission';
export { inferenceEndpoint } from './endpoint';
export { inferFastPath } from './inference/fastPath';
export { connectionHandOff } from './inference/handOff';
export { createInferencing } from './lifecycle';
export { createCallRecorder } from './metrics/recorder';
export { registerDeploymentRoutes } from './routes';
export { registerScheduleRoutes } from './scheduleRoutes';
export { seedDeployments } from './seed';
export { deploymentRequest, deploymentWorkloads } from './workloads';
