// The quota editor of one project service, alone in its chunk: its form and charts (zod, react-hook-form, visx) are
// not part of the project panel's landing.
export { ServiceQuotaPanel } from '@console/widgets/projects';
