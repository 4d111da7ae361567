import type { DeploymentKey } from '@console/core';
import { useId, useState } from 'react';
import { Button } from '../../button/Button';
import { Field } from '../../form/Field';
import { serving as servingEn } from '../../i18n/messages/en/serving';
import { useMessages } from '../../i18n/useMessages';
import type { OwnKeyChoice, PlaygroundKey } from './playgroundTypes';

export interface PlaygroundKeyPickerProps {
  /** The keys the person may pick (their own; expired ones are left out). */
  keys: readonly DeploymentKey[] | undefined;
  active: PlaygroundKey | null;
  onStartSession?: (() => Promise<unknown>) | undefined;
  onUseOwnKey?: ((choice: OwnKeyChoice) => void) | undefined;
  onEnd?: (() => void) | undefined;
  disabled?: boolean | undefined;
}

/** Which key the playground calls with: a session key made now, or one of the person's keys with its secret pasted. */
export function PlaygroundKeyPicker({
  keys,
  active,
  onStartSession,
  onUseOwnKey,
  onEnd,
  disabled,
}: PlaygroundKeyPickerProps) {
  const t = useMessages({ serving: servingEn }).serving.playground;
  const group = useId();
  const [mode, setMode] = useState<'session' | 'own'>('session');
  const [keyId, setKeyId] = useState<number | ''>('');
  const [secret, setSecret] = useState('');
  const [show, setShow] = useState(false);
  const [problem, setProblem] = useState<{ field: 'secret' | 'start'; message: string } | null>(null);
  const [starting, setStarting] = useState(false);
  const usable = (keys ?? []).filter((k) => !k.expiresAt || Date.parse(k.expiresAt) > Date.now());
  const chosen = usable.find((k) => k.keyId === keyId) ?? usable[0];

  if (active)
    return (
      <div data-slot="playground-key" data-kind={active.kind}>
        <p role="status">
          {active.kind === 'session'
            ? t.sessionActive({ prefix: active.prefix })
            : t.ownActive({ name: active.name, prefix: active.prefix })}
        </p>
        {onEnd ? <Button onClick={onEnd}>{active.kind === 'session' ? t.endSession : t.changeKey}</Button> : null}
      </div>
    );

  const start = async () => {
    if (!onStartSession) return;
    setProblem(null);
    setStarting(true);
    try {
      await onStartSession();
    } catch (error) {
      setProblem({ field: 'start', message: (error as Error).message });
    } finally {
      setStarting(false);
    }
  };
  const applyOwn = () => {
    if (!chosen || !onUseOwnKey) return;
    const pasted = secret.trim();
    if (!pasted) return setProblem({ field: 'secret', message: t.secretRequired });
    if (!pasted.startsWith(chosen.prefix))
      return setProblem({ field: 'secret', message: t.secretMismatch({ prefix: chosen.prefix }) });
    setProblem(null);
    onUseOwnKey({ key: chosen, secret: pasted, showInCurl: show });
  };

  return (
    <fieldset data-slot="playground-key" disabled={disabled}>
      <legend>{t.keyLegend}</legend>
      <div data-slot="playground-key-modes">
        <label>
          <input
            type="radio"
            name={group}
            value="session"
            checked={mode === 'session'}
            onChange={() => setMode('session')}
          />{' '}
          {t.sessionKey}
        </label>
        <label>
          <input type="radio" name={group} value="own" checked={mode === 'own'} onChange={() => setMode('own')} />{' '}
          {t.ownKey}
        </label>
      </div>
      {mode === 'session' ? (
        <div data-slot="playground-key-body">
          <p data-slot="field-description">{t.sessionKeyHelp}</p>
          <div data-slot="form-actions">
            <Button
              variant="primary"
              onClick={() => void start()}
              disabled={starting || !onStartSession}
              aria-busy={starting || undefined}
            >
              {t.startSession}
            </Button>
          </div>
          {problem?.field === 'start' ? <p role="alert">{problem.message}</p> : null}
        </div>
      ) : usable.length === 0 ? (
        <p data-slot="playground-key-body">{t.noOwnKeys}</p>
      ) : (
        <div data-slot="playground-key-body">
          <Field label={t.key}>
            {(control) => (
              <select {...control} value={chosen?.keyId ?? ''} onChange={(e) => setKeyId(Number(e.target.value))}>
                {usable.map((k) => (
                  <option key={k.keyId} value={k.keyId}>
                    {k.name} ({k.prefix}…)
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={t.secret}
            description={t.ownKeyHelp}
            error={problem?.field === 'secret' ? problem.message : undefined}
          >
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="off"
                spellCheck={false}
                value={secret}
                onChange={(e) => setSecret(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    applyOwn();
                  }
                }}
              />
            )}
          </Field>
          <label data-slot="checkbox">
            <input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} /> {t.showKey}
          </label>
          <div data-slot="form-actions">
            <Button variant="primary" onClick={applyOwn}>
              {t.useKey}
            </Button>
          </div>
        </div>
      )}
    </fieldset>
  );
}
