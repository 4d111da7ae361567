/** The notebooks area as the rest of the server sees it: other areas and the composition import it only through this file. */
export { createHubSync } from './hubSync';
export { registerNotebookLabPage, registerNotebookRoutes } from './routes';
export { seedNotebooks } from './seed';
export { admitNotebook, type QueueServices, releaseNotebook } from './service';
export { createNotebookSimulator, type NotebookDelays } from './simulator';
export { notebookRequest, notebookWorkloads } from './workloads';
