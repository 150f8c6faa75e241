import { standaloneApi } from './standaloneApi';

describe('standaloneApi', () => {
  afterEach(() => {
    delete process.env.STANDALONE_API;
  });

  it('uses the mock API unless told otherwise', () => {
    expect(standaloneApi('')).toBe('mock');
    expect(standaloneApi('?api=unknown')).toBe('mock');
  });

  it('uses the real API when the dev server was started with API=real', () => {
    process.env.STANDALONE_API = 'real';
    expect(standaloneApi('')).toBe('real');
  });

  it('lets ?api= in the address choose either way', () => {
    expect(standaloneApi('?api=real')).toBe('real');
    process.env.STANDALONE_API = 'real';
    expect(standaloneApi('?theme=dark&api=mock')).toBe('mock');
  });
});
