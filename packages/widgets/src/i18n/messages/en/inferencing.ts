/** Model serving: the deployments list (the other inferencing widgets move here next). */
export const inferencing = {
  status: { DEPLOYING: 'Deploying', RUNNING: 'Running', PAUSED: 'Paused', FAILED: 'Failed', STOPPED: 'Stopped' },
  cpuOnly: 'CPU only',
  deployments: {
    label: 'Deployments',
    search: 'Search deployments',
    create: 'Deploy a model',
    deleteConsequence: 'Its endpoint, API keys, versions and uptime windows are removed. This cannot be undone.',
    empty: 'No deployments yet',
    emptyHelp: 'Deploy a predefined model or a custom image to serve it.',
    emptyShared: 'Deployments you are given access to appear here.',
    noMatch: 'No deployment matches this search',
    model: 'Model',
    columns: {
      name: 'Name',
      status: 'Status',
      model: 'Model',
      version: 'Version',
      resources: 'Resources',
      requests: 'Requests',
      created: 'Created',
    },
    replicas: (p: { min: string; max: string; gpu: string }) => `${p.min}–${p.max} replicas, ${p.gpu}`,
  },
};
