/**
 * Process state shared by the readiness probe and the shutdown sequence.
 * Draining starts on SIGTERM: the load balancer sees /readyz fail and stops
 * routing here while in-flight requests finish.
 */
export interface Lifecycle {
  isDraining(): boolean;
  startDraining(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    isDraining: () => draining,
    startDraining: () => {
      draining = true;
    },
  };
}
