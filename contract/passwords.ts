import { z } from 'zod';
import { ZPaging } from './paging';
import { passwordProblem } from './passwordRules';

/** Passwords, password links, the MFA policy and the outbox (decisions 0503–0505): the schemas. */
export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_NOTICES,
  passwordProblem,
} from './passwordRules';

/** A new password, as far as it can be checked without knowing whose it is. */
export const ZNewPassword = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** POST /changepassword: the signed-in caller's own password. */
export const ZChangePassword = z.strictObject({
  currentPassword: z.string().min(1).max(1024),
  newPassword: ZNewPassword,
});

/** POST /reset: asks for a link by e-mail. The answer is the same whether or not the account exists. */
export const ZResetPassword = z.strictObject({
  email: z.string().trim().min(1).max(320).pipe(z.email('Enter an email address like name@example.com')),
});

/** POST /setpassword: the token from the e-mailed link (reset or first password) and the new password. */
export const ZSetPassword = z.strictObject({
  token: z.string().min(1).max(200),
  password: ZNewPassword,
});

export const ZPasswordNotice = z.object({ message: z.string() });

/** GET/PUT /mfa/policy/{firmId}: whether everyone in the firm must sign in with an authenticator code. */
export const ZMfaPolicy = z.object({ required: z.boolean() });
export const ZPutMfaPolicy = z.strictObject({ required: z.boolean() });
export type TMfaPolicy = z.infer<typeof ZMfaPolicy>;

export const OUTBOX_STATUSES = ['Held', 'Sending', 'Sent', 'Failed'] as const;

/** GET /outbox/{firmId}: e-mails Keel sent (or holds, without SMTP) for the firm's people. */
export const ZOutboxMessage = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  /** The text, while the message is held here; cleared once SMTP has delivered it. */
  body: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const ZOutboxQuery = ZPaging.pick({ page: true, pageSize: true }).extend({
  recipient: z.string().trim().max(320).optional(),
});
