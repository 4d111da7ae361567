import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { common as commonEn } from '../i18n/messages/en/common';
import { useMessages } from '../i18n/useMessages';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

/** A failed load of a part's code (not an error of the part itself, which goes on to the host's boundary). */
class PartLoadError extends Error {}

interface BoundaryProps {
  onRetry: () => void;
  failed: ((retry: () => void) => ReactNode) | undefined;
  children: ReactNode;
}

/** Shows a failed load with a retry; rethrows any other error. */
class LoadBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (!(error instanceof PartLoadError)) throw error;
    const { failed, onRetry } = this.props;
    return failed ? failed(onRetry) : <LoadFailed onRetry={onRetry} />;
  }
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useMessages({ common: commonEn }).common.state;
  return <ErrorState error={{ message: t.loadFailed, status: 0 }} onRetry={onRetry} />;
}

/** Code of a part fetched on first render; see `lazyPart`. */
export interface LazyPartCode<P extends object> {
  /** The part, rendered by `LazyPart` (a `React.lazy` component, made again after a failed fetch). */
  component: ComponentType<P>;
  /** Starts the fetch ahead of the first render (e.g. when the pointer reaches what opens the part). */
  preload: () => void;
  /** Fetches the code (once); settles when it is there or the fetch failed. */
  load: () => Promise<unknown>;
  /** The code is there: a render shows the part at once, without its loading state. */
  readonly loaded: boolean;
  /** Forgets a failed fetch, so the next render fetches again. */
  reset: () => void;
}

/**
 * A part of a widget whose code is fetched the first time it renders (a chunk of its own in the host's bundle),
 * so a panel's first paint does not carry it. Make it once, at module level; render it with `LazyPart`. The code
 * is fetched once and shared by every instance.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPartCode<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded = false;
  const fetch = () => {
    pending ??= load().then(
      (part) => {
        loaded = true;
        return { default: part };
      },
      (cause: unknown) => {
        pending = undefined;
        throw new PartLoadError(String(cause), { cause });
      },
    );
    return pending;
  };
  const code: LazyPartCode<P> = {
    component: lazy(fetch),
    preload: () => {
      fetch().catch(() => {});
    },
    load: () => fetch().catch(() => {}),
    get loaded() {
      return loaded;
    },
    reset: () => {
      code.component = lazy(fetch);
    },
  };
  return code;
}

/** The props of {@link LazyPart}. */
export interface LazyPartProps<P extends object> {
  /** What `lazyPart` made, once, at module level. */
  code: LazyPartCode<P>;
  /** The part's own props. */
  props: P;
  /** Shown while the code is fetched; a loading state by default. */
  loading?: ReactNode;
  /** Shown if the fetch fails; an error state with a retry by default. */
  failed?: (retry: () => void) => ReactNode;
}

/** Renders a `lazyPart`: a loading state while its code is fetched, an error state with a retry if that fails. */
export function LazyPart<P extends object>({ code, props, loading, failed }: LazyPartProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    code.reset();
    setAttempt(attempt + 1);
  };
  const Loaded = code.component;
  return (
    <LoadBoundary key={attempt} onRetry={retry} failed={failed}>
      <Suspense fallback={loading === undefined ? <LoadingState /> : loading}>
        <Loaded {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
