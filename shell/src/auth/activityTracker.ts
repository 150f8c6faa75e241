import { ACTIVITY_DEBOUNCE_MS, ACTIVITY_EVENTS, ACTIVITY_REPORT_INTERVAL_MS, INACTIVITY_TIMEOUT_MS } from './constants';

export interface ActivityTrackerOptions {
  /** Where activity events are heard (the window). */
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** 30 minutes passed without activity. */
  onIdle: () => void;
  /** Activity to report to the server (at most every 5 minutes, 1 second after a burst ends). */
  onReport: () => void;
  now?: () => number;
}

export interface ActivityTracker {
  /** Starts watching; the session was just created or validated, which counts as activity and as a report. */
  start(): void;
  stop(): void;
}

const LISTENER_OPTIONS: AddEventListenerOptions = { capture: true, passive: true };

/**
 * The inactivity timer and activity reports of docs/product-rules.md. The
 * idle timer compares timestamps when it fires, so one timer serves any number
 * of events, and a timer delayed by a sleeping laptop still signs out.
 */
export function createActivityTracker({ target, onIdle, onReport, now = () => Date.now() }: ActivityTrackerOptions): ActivityTracker {
  let running = false;
  let lastActivity = 0;
  let lastReport = 0;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let debounceTimer: ReturnType<typeof setTimeout> | undefined;

  function scheduleIdleCheck(delay: number) {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(checkIdle, delay);
  }

  function checkIdle() {
    const idleFor = now() - lastActivity;
    if (idleFor >= INACTIVITY_TIMEOUT_MS) {
      stop();
      onIdle();
    } else {
      scheduleIdleCheck(INACTIVITY_TIMEOUT_MS - idleFor);
    }
  }

  function reportIfDue() {
    debounceTimer = undefined;
    if (!running || now() - lastReport < ACTIVITY_REPORT_INTERVAL_MS) return;
    lastReport = now();
    onReport();
  }

  function onActivity() {
    lastActivity = now();
    clearTimeout(debounceTimer);
    debounceTimer = setTimeout(reportIfDue, ACTIVITY_DEBOUNCE_MS);
  }

  function start() {
    if (running) stop();
    running = true;
    lastActivity = now();
    lastReport = now();
    for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, LISTENER_OPTIONS);
    scheduleIdleCheck(INACTIVITY_TIMEOUT_MS);
  }

  function stop() {
    running = false;
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, LISTENER_OPTIONS);
    clearTimeout(idleTimer);
    clearTimeout(debounceTimer);
    idleTimer = undefined;
    debounceTimer = undefined;
  }

  return { start, stop };
}
