import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Loads every remoteEntry.js in CORS mode. When a squad hosts its remote on
 * another origin, script errors then carry real messages instead of the opaque
 * "Script error." (chunks already do this through output.crossOriginLoading).
 */
export default function crossOriginScripts(): ModuleFederationRuntimePlugin {
  return {
    name: 'conviction-cross-origin-scripts',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      for (const [name, value] of Object.entries(attrs ?? {})) {
        script.setAttribute(name, String(value));
      }
      return script;
    },
  };
}
