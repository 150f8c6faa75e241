import { fetchWithBackoff } from './retryNetworkErrors';

describe('fetchWithBackoff', () => {
  it('retries network failures with growing delays, then succeeds', async () => {
    const ok = new Response('{}');
    const fetchImpl = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(ok);
    await expect(fetchWithBackoff('/m.json', {}, fetchImpl, [1, 2, 3])).resolves.toBe(ok);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('returns an HTTP error at once without retrying', async () => {
    const notFound = new Response('', { status: 404 });
    const fetchImpl = jest.fn().mockResolvedValue(notFound);
    await expect(fetchWithBackoff('/m.json', {}, fetchImpl, [1, 2, 3])).resolves.toBe(notFound);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last delay and reports the network error', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchWithBackoff('/m.json', {}, fetchImpl, [1, 1])).rejects.toThrow('Failed to fetch');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });
});
