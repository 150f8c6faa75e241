import * as z from 'zod/mini';
import { ContractMismatchError, parseAnswer, safeParseAnswer } from './parseAnswer';

const Schema = z.looseObject({ id: z.string() });

describe('parsing an answer at the boundary', () => {
  it('gives the parsed answer, unknown fields kept', () => {
    expect(parseAnswer(Schema, { id: 'a', added: 1 }, 'GET /api/x')).toEqual({ id: 'a', added: 1 });
  });

  it('logs a mismatch with the endpoint and zod issues, then fails soft or throws', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(safeParseAnswer(Schema, { id: 7 }, 'GET /api/x')).toBeNull();
    expect(logged).toHaveBeenCalledWith('GET /api/x: the answer does not match its contract.', [expect.objectContaining({ path: ['id'] })]);
    expect(() => parseAnswer(Schema, null, 'POST /api/y')).toThrow(ContractMismatchError);
    expect(logged).toHaveBeenLastCalledWith('POST /api/y: the answer does not match its contract.', expect.any(Array));
  });
});
