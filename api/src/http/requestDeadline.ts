import { type RequestHandler } from 'express';
import { type ApiError } from 'shared-types/api';
import { DATABASE_RETRY_AFTER_SECONDS } from '../errors/retryAfter';
import { runInRequestWork, type RequestWork } from '../context/longRunningWork';

/**
 * A deadline for the database-backed API. When the database hangs instead of
 * refusing, each query would wait for its statement time-out (and a request
 * may run several), so the client waited 12 s for a 503. After `ms` without a
 * response this answers 503 itself and closes the connection; the abandoned
 * handler's late answer is dropped (errorHandler). Work that declared itself
 * long-running (services/longRunningWork.ts) is exempt, and the log says why.
 */
export function requestDeadline(ms: number): RequestHandler {
  return (req, res, next) => {
    const state: RequestWork = {};
    runInRequestWork(state, () => {
      const timer = setTimeout(() => {
        if (res.headersSent) return;
        if (state.longRunning !== undefined) {
          req.log?.info({ deadlineMs: ms, reason: state.longRunning }, `Past the ${ms} ms request deadline, exempt: ${state.longRunning}`);
          return;
        }
        res.locals.deadlineMissed = true;
        req.log?.warn({ deadlineMs: ms }, `No answer within the ${ms} ms request deadline; answered 503`);
        const body: ApiError = { error: 'database_unavailable', message: 'The database did not answer in time. Please try again shortly.' };
        res
          .set({ 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS), Connection: 'close' })
          .status(503)
          .json(body);
      }, ms);
      timer.unref();
      const stop = (): void => clearTimeout(timer);
      res.once('finish', stop);
      res.once('close', stop);
      next();
    });
  };
}
