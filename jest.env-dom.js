// jsdom with the WHATWG fetch family taken from Node (jsdom has none), so code
// under test builds real Request/Response objects. AbortController comes from
// Node too: Node's Request only accepts its own AbortSignal.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'BroadcastChannel',
];

class DomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // In a browser, relative URLs resolve against the page; Node's Request needs that done for it.
    const page = this.global;
    const NodeRequest = globalThis.Request;
    const absolute = (input) => (typeof input === 'string' ? new URL(input, page.location.href).href : input);
    this.global.Request = class Request extends NodeRequest {
      constructor(input, init) {
        super(absolute(input), init);
      }
    };
    this.global.fetch = (input, init) => globalThis.fetch(absolute(input), init);
  }
}

module.exports = DomWithFetchEnvironment;
