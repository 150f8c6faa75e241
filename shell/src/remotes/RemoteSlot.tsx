import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { type RemoteName } from 'shared-types/api';
import { remoteModule, type RemoteComponentModule } from 'shared-types/shell';
import { RemoteFallback } from './RemoteFallback';
import { loadRemoteComponent } from './loadRemoteComponent';
import { resetRemote } from './remoteRegistry';
import styles from './RemoteSlot.module.css';

export type RemoteStatus = 'loading' | 'ready' | 'failed';

/** React.lazy caches a failed load, so every retry needs a new lazy component. */
function lazyRemote(load: (name: RemoteName) => Promise<RemoteComponentModule>, name: RemoteName): ComponentType {
  return lazy(() => load(name));
}

/** Marks the slot ready once the remote's component has actually mounted. */
function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

export interface RemoteSlotProps {
  name: RemoteName;
  /** Injectable for tests; defaults to the federation runtime. */
  load?: (name: RemoteName) => Promise<RemoteComponentModule>;
  /** Forgets a failed load before Retry; defaults to re-registering the remote. */
  reset?: (name: RemoteName) => Promise<void>;
}

/**
 * One lazily loaded remote, isolated: its loading, failure (down, slow or
 * throwing while rendering) and retry never affect the rest of the page.
 */
export function RemoteSlot({ name, load = loadRemoteComponent, reset = resetRemote }: RemoteSlotProps) {
  const { label } = remoteModule(name);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<RemoteStatus>('loading');
  const [Remote, setRemote] = useState<ComponentType>(() => lazyRemote(load, name));
  const markReady = useCallback(() => setStatus('ready'), []);

  const retry = useCallback(() => {
    setStatus('loading');
    reset(name)
      .catch(() => undefined) // the list itself may be down; the next load reports it
      .finally(() => {
        setRemote(() => lazyRemote(load, name));
        setAttempt((n) => n + 1);
      });
  }, [load, name, reset]);

  return (
    <div className={styles.slot} data-remote={name} data-remote-status={status} aria-busy={status === 'loading'}>
      <ErrorBoundary
        resetKeys={[attempt]}
        onError={(error) => {
          setStatus('failed');
          console.error(`[remote ${name}]`, error);
        }}
        fallbackRender={() => <RemoteFallback label={label} onRetry={retry} />}
      >
        <Suspense
          fallback={
            <div className={styles.loading} role="status">
              Loading {label.toLowerCase()}…
            </div>
          }
        >
          <Remote />
          <Mounted onMount={markReady} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
