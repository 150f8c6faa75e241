import * as runtimeCore from '@module-federation/runtime-core';
import provideFederationRuntime from './provideFederationRuntime';

type Global = { _FEDERATION_RUNTIME_CORE?: unknown; _FEDERATION_RUNTIME_CORE_FROM?: unknown };
type BeforeInit = (args: { options: { name: string } }) => unknown;
const beforeInit = (version: string) => provideFederationRuntime({ version }).beforeInit as unknown as BeforeInit;

describe('provideFederationRuntime', () => {
  const global = globalThis as Global;
  afterEach(() => {
    delete global._FEDERATION_RUNTIME_CORE;
    delete global._FEDERATION_RUNTIME_CORE_FROM;
  });

  it('puts the shell runtime where remotes built with externalRuntime read it, with its version', () => {
    const args = { options: { name: 'shell' } };
    expect(beforeInit('2.9.2')(args)).toBe(args);
    // The same runtime module the shell runs on (compared by its ModuleFederation class: a namespace object may be re-wrapped).
    expect((global._FEDERATION_RUNTIME_CORE as typeof runtimeCore).ModuleFederation).toBe(runtimeCore.ModuleFederation);
    expect(global._FEDERATION_RUNTIME_CORE_FROM).toEqual({ name: 'shell', version: '2.9.2' });
  });

  it('leaves a runtime already provided in place', () => {
    const earlier = { name: 'earlier' };
    global._FEDERATION_RUNTIME_CORE = earlier;
    global._FEDERATION_RUNTIME_CORE_FROM = { name: 'other', version: '2.8.0' };
    beforeInit('2.9.2')({ options: { name: 'shell' } });
    expect(global._FEDERATION_RUNTIME_CORE).toBe(earlier);
    expect(global._FEDERATION_RUNTIME_CORE_FROM).toEqual({ name: 'other', version: '2.8.0' });
  });
});
