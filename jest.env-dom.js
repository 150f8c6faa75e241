// jsdom with the WHATWG fetch family, streams, TextEncoder and BroadcastChannel
// taken from Node (jest-fixed-jsdom), so code under test builds real
// Request/Response objects and MSW's node server can intercept them. That
// environment also resolves packages with Node's export conditions, which
// `msw/node` needs. What this file adds: relative URLs resolved against the page.
const FixedJsdomEnvironment = require('jest-fixed-jsdom');

class DomWithFetchEnvironment extends FixedJsdomEnvironment {
  constructor(config, context) {
    super(config, context);
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
