/** The fixed service ids shared with the console (see the console's ServiceIds). */
export const ServiceId = {
  ContainerRegistry: 1,
  SourceRepository: 2,
  ObjectStorage: 3,
  ContinuousDelivery: 4,
  NotebookHub: 5,
  AiInferencing: 6,
} as const;

/** The service catalogue rows, inserted on every start (idempotent). */
export const serviceCatalogue = [
  { id: ServiceId.ContainerRegistry, key: 'harbor', name: 'Container registry' },
  { id: ServiceId.SourceRepository, key: 'gitlab', name: 'Source repository' },
  { id: ServiceId.ObjectStorage, key: 'minio', name: 'Object storage' },
  { id: ServiceId.ContinuousDelivery, key: 'argocd', name: 'Continuous delivery' },
  { id: ServiceId.NotebookHub, key: 'jupyterhub', name: 'Notebook hub' },
  { id: ServiceId.AiInferencing, key: 'inferencing', name: 'AI inferencing' },
];
