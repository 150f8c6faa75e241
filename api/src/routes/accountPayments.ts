import { Router } from 'express';
import { requireCaller } from '../http/requestAuth';
import { type ServiceDatabase } from '../services/serviceDatabase';
import { listPayments } from '../services/paymentHistory';
import { paymentReceipt, type ReceiptSeller } from '../services/paymentReceipt';

export interface AccountPaymentsRouteDeps {
  db: ServiceDatabase;
  now: () => Date;
  /** The seller's GSTIN (config.payments.gstin): receipts itemise GST only when it is set. */
  gstin: string | undefined;
  /** The seller named on receipts (config.site); 'Conviction' with no address or e-mail when absent. */
  seller?: ReceiptSeller;
}

/**
 * The caller's payment history and receipts (docs/receipts.md). Only ever the
 * caller's own payments: another user's payment id answers like an unknown one.
 */
export function accountPaymentsRouter(deps: AccountPaymentsRouteDeps): Router {
  const router = Router();

  router.get('/api/account/payments', async (req, res) => {
    const caller = requireCaller(req);
    res.json(await listPayments(deps.db, { userId: caller.userId, now: deps.now() }));
  });

  router.get('/api/account/payments/:id/receipt', async (req, res) => {
    const caller = requireCaller(req);
    res.json(await paymentReceipt(deps.db, { userId: caller.userId, paymentId: req.params.id, gstin: deps.gstin, now: deps.now(), seller: deps.seller }));
  });

  return router;
}
