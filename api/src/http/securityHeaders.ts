import { type RequestHandler } from 'express';
import helmet from 'helmet';
import { type AppConfig } from '../config/loadConfig';
import { type RemoteRegistrySource } from '../config/remoteRegistry';
import { type PaymentSettings } from '../payments/razorpaySettings';

/** Where Razorpay Checkout comes from: its script, and the API origin its payment frame and calls use. */
export interface CheckoutOrigins {
  script: string;
  api: string;
}

/**
 * Checkout's origins when Razorpay takes the payments; none in test mode, so
 * a server that sells nothing admits no payment host. Checkout loads its
 * script from RAZORPAY_CHECKOUT_URL and opens its payment frame on the API
 * host (RAZORPAY_API_BASE, https://api.razorpay.com; both the fake in tests).
 */
function checkoutOrigins(payments: PaymentSettings): CheckoutOrigins | undefined {
  return payments.mode === 'razorpay' ? { script: new URL(payments.checkoutUrl).origin, api: payments.apiBase } : undefined;
}

export interface CspSources {
  remoteOrigins: readonly string[];
  apiOrigins?: readonly string[];
  inlineScriptHashes?: readonly string[];
  checkout?: CheckoutOrigins;
}

/**
 * The shell page's policy. Remotes run in the shell's origin, so every remote
 * origin must be listed exactly: script-src for remoteEntry.js and chunks,
 * connect-src because the runtime fetches mf-manifest.json, style-src because
 * remotes inject their CSS Modules as <style> tags. The Supabase project (when
 * configured) is called by supabase-js for the OAuth code exchange and refresh.
 * Razorpay Checkout (when configured) needs its script, its frame and its
 * calls admitted (docs/receipts.md, 'Content-Security-Policy').
 */
export function cspDirectives({ remoteOrigins, apiOrigins = [], inlineScriptHashes = [], checkout }: CspSources): Record<string, string[]> {
  const checkoutHosts = checkout ? [...new Set([checkout.script, checkout.api])] : [];
  return {
    defaultSrc: ["'self'"],
    // The pre-rendered page's inline scripts (the pre-paint theme) by hash; never 'unsafe-inline'.
    scriptSrc: ["'self'", ...inlineScriptHashes, ...remoteOrigins, ...(checkout ? [checkout.script] : [])],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
    connectSrc: ["'self'", ...remoteOrigins, ...apiOrigins, ...checkoutHosts],
    // Without Checkout, frames fall back to default-src 'self'.
    ...(checkout ? { frameSrc: ["'self'", ...checkoutHosts] } : {}),
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    // No upgrade-insecure-requests: Safari would upgrade http://localhost and break it.
  };
}

type HelmetMiddleware = ReturnType<typeof helmet.contentSecurityPolicy>;

/**
 * helmet's defaults minus its static CSP, plus a CSP built from the current
 * remote registry (which can change when MF_REMOTES_FILE is edited). The
 * compiled policy is cached per origin list, so a request costs one lookup.
 */
export function securityHeaders(
  config: AppConfig,
  registry: RemoteRegistrySource,
  page: { inlineScriptHashes: () => readonly string[] } = { inlineScriptHashes: () => [] },
): RequestHandler[] {
  const baseline = helmet({
    contentSecurityPolicy: false,
    xFrameOptions: { action: 'deny' }, // matches frame-ancestors 'none' for old browsers
    // HSTS pins a host to https; on a developer's localhost that breaks other local servers.
    strictTransportSecurity: config.nodeEnv === 'production',
  });

  const apiOrigins = config.auth.supabaseUrl ? [new URL(config.auth.supabaseUrl).origin] : [];
  const checkout = checkoutOrigins(config.payments);
  let compiled: { key: string; middleware: HelmetMiddleware } | undefined;
  const contentSecurityPolicy: RequestHandler = async (req, res, next) => {
    const { origins } = await registry.current();
    // Tester overrides point one browser at a preview build; its origin must be admitted like a listed remote's.
    const remoteOrigins = [...new Set([...origins, ...config.overrideOrigins])];
    const hashes = page.inlineScriptHashes();
    const key = [...remoteOrigins, ...hashes].join(' ');
    if (compiled?.key !== key) {
      compiled = {
        key,
        middleware: helmet.contentSecurityPolicy({
          useDefaults: false,
          directives: cspDirectives({ remoteOrigins, apiOrigins, inlineScriptHashes: hashes, checkout }),
        }),
      };
    }
    compiled.middleware(req, res, next);
  };

  // Shells on other origins load remoteEntry.js as a classic script, which the
  // default CORP same-origin would block. The shell's own files stay same-origin.
  const remotesCrossOrigin: RequestHandler = (req, res, next) => {
    if (req.path.startsWith('/remotes/')) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  };

  return [baseline, contentSecurityPolicy, remotesCrossOrigin];
}
