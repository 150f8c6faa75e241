import * as z from 'zod';

// Razorpay answers `"notes": []` for an entity without notes, and an object otherwise.
const Notes = z.union([z.record(z.string(), z.union([z.string(), z.number()]).transform(String)), z.array(z.never()).transform(() => ({}))]);

/** The fields of a Razorpay order we rely on (others are ignored). */
export const RazorpayOrderSchema = z.object({
  id: z.string().min(1),
  entity: z.literal('order'),
  /** In paise. */
  amount: z.number().int(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  receipt: z.string().nullable(),
  status: z.enum(['created', 'attempted', 'paid']),
  attempts: z.number().int(),
  notes: Notes,
  created_at: z.number().int(),
});
export type RazorpayOrder = z.infer<typeof RazorpayOrderSchema>;

/** A payment: only `captured` means money was taken for good. No card data is read. */
export const RazorpayPaymentSchema = z.object({
  id: z.string().min(1),
  entity: z.literal('payment'),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  order_id: z.string().nullable(),
  /** card, upi, netbanking, wallet, emi, ... */
  method: z.string(),
  captured: z.boolean(),
  amount_refunded: z.number().int(),
  refund_status: z.enum(['partial', 'full']).nullable(),
  error_code: z.string().nullable().optional(),
  error_description: z.string().nullable().optional(),
  created_at: z.number().int(),
});
export type RazorpayPayment = z.infer<typeof RazorpayPaymentSchema>;

/** A refund (POST /v1/payments/:id/refund): `amount` in paise; `processed` once the money is on its way back. */
export const RazorpayRefundSchema = z.object({
  id: z.string().min(1),
  entity: z.literal('refund'),
  amount: z.number().int(),
  currency: z.string(),
  payment_id: z.string().min(1),
  status: z.enum(['pending', 'processed', 'failed']),
  created_at: z.number().int(),
});
export type RazorpayRefund = z.infer<typeof RazorpayRefundSchema>;

export const RazorpayPaymentListSchema = z.object({
  entity: z.literal('collection'),
  count: z.number().int(),
  items: z.array(RazorpayPaymentSchema),
});

/** Razorpay's error body: `{ "error": { "code": "BAD_REQUEST_ERROR", "description": "..." } }`. */
export const RazorpayErrorSchema = z.object({ error: z.object({ code: z.string(), description: z.string().optional() }) });
