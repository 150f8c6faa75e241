/** Who a live session belongs to: what the session cache keeps and req.auth is built from. */
export interface SessionUser {
  userId: string;
  email: string;
  fullName: string | null;
  pictureUrl: string | null;
}

/** A session as the database last confirmed it: whose it is, and when it ends unless used again. */
export interface LiveSession {
  user: SessionUser;
  /** The earlier of its idle and its absolute expiry, as of the check. */
  expiresAt: Date;
}
