import type { Deployment, DeploymentKey } from '@console/core';
import {
  type InferCallResult,
  type InferRequestBody,
  inferCurl,
  type ModelMetadata,
  tensorInputKind,
} from '@console/core/inference';
import { useEffect, useMemo, useRef, useState } from 'react';
import { serving as servingEn } from '../../i18n/messages/en/serving';
import { useFormat, useMessages } from '../../i18n/useMessages';
import { CodeBlock } from '../../layout/CodeBlock';
import { ErrorState } from '../../state/ErrorState';
import { LoadingState } from '../../state/LoadingState';
import type { WidgetError } from '../../state/widgetError';
import type { Appearance } from '../../theme/appearance';
import { WidgetRoot } from '../../theme/WidgetRoot';
import { exampleBody } from '../exampleRequest';
import { PlaygroundKeyPicker } from './PlaygroundKeyPicker';
import { focusFirstInvalid, PlaygroundRequestForm } from './PlaygroundRequestForm';
import { buildRequest, type DraftErrors, fieldOfError, type PlaygroundDraft } from './playgroundRequest';
import { type ImageReader, type OwnKeyChoice, type PlaygroundKey, readImageFile } from './playgroundTypes';

export interface DeploymentPlaygroundProps {
  deployment: Pick<Deployment, 'name' | 'status' | 'endpointUrl' | 'task'>;
  /** Keys the person may pick, with their secret pasted; the key list of the deployment as they see it. */
  keys: readonly DeploymentKey[] | undefined;
  /** The key in use, or null before one is chosen. */
  activeKey: PlaygroundKey | null;
  onStartSession?: (() => Promise<unknown>) | undefined;
  onUseOwnKey?: ((choice: OwnKeyChoice) => void) | undefined;
  /** Ends the session (its key is revoked) or lets the person pick another key. */
  onEndKey?: (() => void) | undefined;
  /** The model's metadata as its endpoint answers it, read with the active key. */
  metadata: ModelMetadata | undefined;
  metadataLoading?: boolean | undefined;
  metadataError?: WidgetError | null | undefined;
  onRetryMetadata?: (() => void) | undefined;
  /** Sends the request with the active key; an error status is a result, a thrown error a failure to reach it. */
  onSend?: ((body: InferRequestBody) => Promise<InferCallResult>) | undefined;
  readImage?: ImageReader | undefined;
  appearance?: Appearance | undefined;
}

/** The first values of each text or number field: the task's example where the names match. */
function initialDraft(deployment: Pick<Deployment, 'task'>, metadata: ModelMetadata | undefined): PlaygroundDraft {
  const example = exampleBody(deployment.task).inputs as { name: string; data: unknown[] }[];
  const texts: Record<string, string> = {};
  for (const tensor of metadata?.inputs ?? []) {
    const sample = example.find((e) => e.name === tensor.name);
    if (!sample || tensorInputKind(tensor) === 'image') continue;
    texts[tensor.name] = tensor.datatype === 'BYTES' ? String(sample.data[0] ?? '') : sample.data.join(', ');
  }
  return { texts, images: {}, parameters: '' };
}

/**
 * Calls a deployment from the page: pick a key (a session key made now and revoked after, or one of your own),
 * fill the form its model's metadata describes, send, and read the response, its latency and the equivalent
 * `curl`. Disabled, saying why, while the deployment does not run. Presentational: `DeploymentPlaygroundPanel`
 * connects it.
 */
export function DeploymentPlayground(props: DeploymentPlaygroundProps) {
  const { deployment, keys, activeKey, metadata, appearance } = props;
  const t = useMessages({ serving: servingEn }).serving.playground;
  const format = useFormat();
  const unavailable =
    deployment.status === 'RUNNING' ? undefined : (t.unavailable[deployment.status] ?? t.unavailable.FAILED);
  const [draft, setDraft] = useState<PlaygroundDraft>(() => initialDraft(deployment, metadata));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ call: InferCallResult; body: InferRequestBody } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const seeded = useRef(metadata);
  // The model's metadata arrives after a key is chosen: its fields start from the task's example then.
  useEffect(() => {
    if (metadata && seeded.current !== metadata) {
      seeded.current = metadata;
      setDraft(initialDraft(deployment, metadata));
    }
  }, [metadata, deployment]);

  const built = useMemo(() => (metadata ? buildRequest(metadata, draft, t) : undefined), [metadata, draft, t]);
  const curlBody = built?.ok ? built.body : result?.body;
  const send = async () => {
    if (!metadata || !props.onSend || !built) return;
    if (!built.ok) {
      setErrors(built.errors);
      requestAnimationFrame(() => focusFirstInvalid(root.current));
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const call = await props.onSend(built.body);
      setResult({ call, body: built.body });
      const message = call.ok ? undefined : (call.body as { error?: string } | undefined)?.error;
      const field = message ? fieldOfError(message, metadata) : undefined;
      if (field && message) setErrors({ [field]: message });
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setSending(false);
    }
  };

  let request: React.ReactNode = null;
  if (activeKey && !unavailable) {
    if (props.metadataError)
      request = (
        <ErrorState
          error={props.metadataError}
          {...(props.onRetryMetadata ? { onRetry: props.onRetryMetadata } : {})}
        />
      );
    else if (!metadata || props.metadataLoading) request = <LoadingState label={t.loadingModel} />;
    else
      request = (
        <PlaygroundRequestForm
          metadata={metadata}
          draft={draft}
          onDraftChange={setDraft}
          errors={errors}
          onErrorsChange={setErrors}
          readImage={props.readImage ?? readImageFile}
          sending={sending}
          onSubmit={() => void send()}
        />
      );
  }
  const call = result?.call;
  const secretShown = activeKey?.kind === 'own' && activeKey.showInCurl ? activeKey.secret : undefined;

  return (
    <WidgetRoot appearance={appearance} data-slot="deployment-playground">
      <div ref={root} data-slot="playground-body">
        <p data-slot="playground-intro">{t.intro}</p>
        {unavailable ? (
          <p role="status" data-slot="playground-unavailable" data-status={deployment.status}>
            {unavailable}
          </p>
        ) : null}
        <PlaygroundKeyPicker
          keys={keys}
          active={activeKey}
          onStartSession={props.onStartSession}
          onUseOwnKey={props.onUseOwnKey}
          onEnd={props.onEndKey}
          disabled={unavailable !== undefined}
        />
        {request}
        {failure ? (
          <p role="alert" data-slot="playground-failure">
            {failure}
          </p>
        ) : null}
        {call ? (
          <div data-slot="playground-response" data-ok={call.ok || undefined}>
            <p role={call.ok ? 'status' : 'alert'} data-slot="playground-result">
              {call.ok
                ? t.result({
                    status: String(call.status),
                    latency: format.number(call.latencyMs, { maximumFractionDigits: 1 }),
                  })
                : t.refused({
                    status: String(call.status),
                    error: (call.body as { error?: string } | undefined)?.error ?? '',
                  })}
            </p>
            <CodeBlock title={t.response} code={JSON.stringify(call.body, null, 2)} />
          </div>
        ) : null}
        {activeKey && curlBody ? (
          <div data-slot="playground-curl">
            <CodeBlock title={t.curl} code={inferCurl(deployment.endpointUrl, curlBody, secretShown)} />
            {secretShown ? null : <p data-slot="field-description">{t.curlHidden}</p>}
          </div>
        ) : null}
      </div>
    </WidgetRoot>
  );
}
