import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { de } from '../locales/de';
import { WidgetsProvider } from '../provider/WidgetsProvider';
import { DeploymentForm } from './DeploymentForm';
import { DeploymentOverview } from './DeploymentOverview';
import { DeploymentTimeline } from './DeploymentTimeline';
import { deploymentSchema, deploymentSchemaOf, initialDeploymentValues } from './deploymentSchema';
import { sampleDeployment, sampleEvents, sampleModel } from './fixtures';

const german = (children: React.ReactNode) => (
  <WidgetsProvider locale="de-DE" messages={de}>
    {children}
  </WidgetsProvider>
);

describe('inferencing widgets in German', () => {
  it('shows a deployment with German texts, numbers and dates', async () => {
    const d = sampleDeployment(1, { requestCount: 12345, meanLatencyMs: 12.5, gpuCount: 2 });
    const screen = await render(german(<DeploymentOverview deployment={d} onPause={vi.fn()} />));
    await expect.element(screen.getByText('Aufgabe')).toBeVisible();
    await expect.element(screen.getByText('Textgenerierung')).toBeVisible();
    await expect.element(screen.getByText('12.345')).toBeVisible();
    await expect.element(screen.getByText('12,5 ms')).toBeVisible();
    await expect.element(screen.getByText('1 bis 3')).toBeVisible();
    await expect.element(screen.getByText('2 × NVIDIA L4')).toBeVisible();
    const created = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(d.createdAt),
    );
    await expect.element(screen.getByText(`${created} von Paula Project`)).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Beispielanfrage kopieren' })).toBeVisible();
  });

  it('names timeline events and the platform in German', async () => {
    const screen = await render(german(<DeploymentTimeline events={sampleEvents} />));
    await expect.element(screen.getByRole('list', { name: 'Verlauf' })).toBeVisible();
    await expect.element(screen.getByText('Erstellt', { exact: true })).toBeVisible();
    await expect.element(screen.getByText('Nach Zeitplan fortgesetzt')).toBeVisible();
    await expect.element(screen.getByText('von der Plattform').first()).toBeVisible();
  });

  it('validates the deployment form with German messages', async () => {
    const onSubmit = vi.fn();
    const screen = await render(german(<DeploymentForm mode="create" models={[sampleModel(1)]} onSubmit={onSubmit} />));
    await userEvent.click(screen.getByRole('button', { name: 'Bereitstellen' }));
    await expect.element(screen.getByText('Geben Sie einen Namen ein')).toBeVisible();
    await userEvent.fill(screen.getByLabelText('Name'), 'chat');
    await userEvent.click(screen.getByRole('button', { name: 'Bereitstellen' }));
    await expect.element(screen.getByText('Wählen Sie ein Modell', { exact: true })).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the English schema and builds one per catalogue', () => {
    const values = { ...initialDeploymentValues(), name: 'x', replicasMax: '0' };
    const english = deploymentSchema.safeParse(values);
    const germanResult = deploymentSchemaOf(de).safeParse(values);
    expect(english.error?.issues.map((i) => i.message)).toEqual([
      'Choose a model',
      'At least the minimum replicas',
      'At least 1',
    ]);
    expect(germanResult.error?.issues.map((i) => i.message)).toContain('Wählen Sie ein Modell');
  });
});
