/**
 * Browser stand-in for https://checkout.razorpay.com/v1/checkout.js, served by
 * the fake at /v1/checkout.js. Same surface as the real one: `new
 * window.Razorpay(options)` (key, amount, currency, name, description,
 * order_id, prefill, notes, theme, handler, modal.ondismiss), `.on(event, fn)`
 * and `.open()`. open() asks the fake what the "customer" does (see
 * FakeRazorpay.nextCheckout), then calls the handler with the three signed
 * fields, the payment.failed listeners with Checkout's error object, or
 * modal.ondismiss. The options it was opened with are recorded by the fake.
 */
export function fakeCheckoutScript(fakeOrigin: string): string {
  return `(function () {
  'use strict';
  var FAKE = ${JSON.stringify(fakeOrigin)};
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== 'string' || options.key === '') throw new Error('Razorpay: key is required');
    this.options = options;
    this.listeners = {};
  }
  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };
  Razorpay.prototype.close = function () {};
  Razorpay.prototype.open = function () {
    var self = this;
    var options = self.options;
    var recorded = {
      key: options.key, amount: options.amount, currency: options.currency, name: options.name,
      description: options.description, order_id: options.order_id, prefill: options.prefill || null, notes: options.notes || null,
      has_handler: typeof options.handler === 'function',
      has_ondismiss: !!(options.modal && typeof options.modal.ondismiss === 'function')
    };
    // text/plain keeps this a simple request (no CORS preflight).
    fetch(FAKE + '/_fake/checkout/open', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(recorded) })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        if (answer.outcome === 'success') {
          if (typeof options.handler === 'function') options.handler(answer.response);
        } else if (answer.outcome === 'failure') {
          (self.listeners['payment.failed'] || []).forEach(function (listener) { listener(answer.response); });
        } else if (options.modal && typeof options.modal.ondismiss === 'function') {
          options.modal.ondismiss();
        }
      });
    return self;
  };
  window.Razorpay = Razorpay;
})();
`;
}
