import express from 'express';
import request from 'supertest';
import { capturingLogger } from '../testing/fixtures';
import { declareLongRunning } from '../context/longRunningWork';
import { errorHandler } from './errors';
import { requestDeadline } from './requestDeadline';
import { requestLogger } from './requestLogger';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function appWithDeadline(ms: number) {
  const { logger, lines } = capturingLogger();
  const app = express();
  app.use(requestLogger(logger));
  app.use('/api', requestDeadline(ms));
  app.get('/api/stuck', async (_req, res) => {
    await pause(ms * 3);
    res.json({ late: true });
  });
  app.get('/api/first-analysis', async (_req, res) => {
    await pause(1);
    declareLongRunning('computing a first analysis');
    await pause(ms * 3);
    res.json({ computed: true });
  });
  app.get('/api/quick', (_req, res) => {
    res.json({ quick: true });
  });
  app.use(errorHandler);
  return { app, lines };
}

describe('the request deadline', () => {
  it('answers 503 database_unavailable when nothing answered in time, and drops the late answer quietly', async () => {
    const { app, lines } = appWithDeadline(100);
    const res = await request(app).get('/api/stuck');
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('database_unavailable');
    await pause(400); // the abandoned handler finishes meanwhile
    // One line for the request (a 503 logs at error level, like any outage), none for the late answer.
    expect(lines().filter((line) => line.level >= 50)).toEqual([expect.objectContaining({ msg: 'request errored', res: { statusCode: 503 } })]);
    expect(JSON.stringify(lines())).not.toContain('ERR_HTTP_HEADERS_SENT');
    expect(lines().some((line) => line.msg === 'No answer within the 100 ms request deadline; answered 503')).toBe(true);
  });

  it('leaves work that declared itself long-running alone, and logs why', async () => {
    const { app, lines } = appWithDeadline(100);
    const res = await request(app).get('/api/first-analysis');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ computed: true });
    expect(lines().some((line) => line.msg === 'Past the 100 ms request deadline, exempt: computing a first analysis')).toBe(true);
  });

  it('does not touch a request answered in time', async () => {
    const { app } = appWithDeadline(100);
    expect((await request(app).get('/api/quick')).body).toEqual({ quick: true });
  });
});
