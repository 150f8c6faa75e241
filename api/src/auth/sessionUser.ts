/** Who a live session belongs to: what the session cache keeps and req.auth is built from. */
export interface SessionUser {
  userId: string;
  email: string;
  fullName: string | null;
  pictureUrl: string | null;
}
