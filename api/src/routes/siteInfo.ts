import express, { type Router } from 'express';
import { type SiteInfo } from 'shared-types/api';
import { type AppConfig } from '../config/loadConfig';

/** A change of configuration needs a restart, so five minutes of caching costs at most five minutes of an old address. */
const SITE_INFO_CACHE = 'public, max-age=300';

/** What the public may know of the configuration (docs/legal-pages.md): the seller, the support address, social links, GST. */
export function siteInfoOf(config: Pick<AppConfig, 'site' | 'payments' | 'freeCompanyLimit'>): SiteInfo {
  const { site } = config;
  return {
    seller: { name: site.sellerName, address: site.sellerAddress ?? null },
    support_email: site.supportEmail ?? null,
    social: { x: site.social.x ?? null, youtube: site.social.youtube ?? null },
    gst_included: config.payments.gstin !== undefined,
    free_company_limit: config.freeCompanyLimit,
  };
}

/** GET /api/site: public, with or without a database; the same answer the legal pages are rendered from. */
export function siteInfoRouter(info: SiteInfo): Router {
  const router = express.Router();
  router.get('/api/site', (_req, res) => {
    res.set('Cache-Control', SITE_INFO_CACHE).json(info);
  });
  return router;
}
