import { standaloneApi } from './standaloneApi';

describe('standaloneApi', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    delete process.env.STANDALONE_API;
    process.env.NODE_ENV = nodeEnv;
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

  it('is always the real API in a production build, which has no mock', () => {
    process.env.NODE_ENV = 'production';
    expect(standaloneApi('?api=mock')).toBe('real');
  });
});
