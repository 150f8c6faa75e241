import express from 'express';
import request from 'supertest';
import { createPreparedJsonBodies } from './preparedJsonBodies';

const wrap = (text: string) => `{"success":true,"company_data":${text}}`;

describe('prepared JSON bodies', () => {
  it('encode a payload once and reuse its bytes while the text is the same', () => {
    const prepared = createPreparedJsonBodies(wrap);
    const first = prepared('demo:1', '{"name":"Tata Steel Ltd"}');
    expect(first.bytes.toString('utf8')).toBe('{"success":true,"company_data":{"name":"Tata Steel Ltd"}}');
    expect(prepared('demo:1', '{"name":"Tata Steel Ltd"}').bytes).toBe(first.bytes);
  });

  it('make new bytes and a new ETag when the payload changes (a refresh or an import)', () => {
    const prepared = createPreparedJsonBodies(wrap);
    const before = prepared('demo:1', '{"score":61}');
    const after = prepared('demo:1', '{"score":64}');
    expect(after.bytes.toString('utf8')).toContain('"score":64');
    expect(after.etag).not.toBe(before.etag);
  });

  it('keep companies apart, and only as many as asked', () => {
    const prepared = createPreparedJsonBodies(wrap, 2);
    const one = prepared('demo:1', '{"n":1}');
    const two = prepared('demo:2', '{"n":2}');
    expect(prepared('demo:1', '{"n":1}').bytes).toBe(one.bytes);
    prepared('demo:3', '{"n":3}'); // evicts demo:2, the least recently used
    expect(prepared('demo:1', '{"n":1}').bytes).toBe(one.bytes);
    expect(prepared('demo:2', '{"n":2}').bytes).not.toBe(two.bytes);
  });

  it('give the same ETag Express gives the same body, so a conditional GET behaves as on any route', async () => {
    const text = '{"name":"Bajaj Finance Ltd","note":"₹ and 😀 are multi-byte"}';
    const app = express().get('/', (_req, res) => {
      res.type('application/json').send(wrap(text));
    });
    const expressEtag = (await request(app).get('/').expect(200)).headers.etag;
    expect(createPreparedJsonBodies(wrap)('demo:1', text).etag).toBe(expressEtag);
  });
});
