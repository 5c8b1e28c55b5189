import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { firms, users } from './firm';

/**
 * Sign-in security (decisions 0503–0505): the firm's MFA policy, TOTP enrolments and recovery codes,
 * failed-attempt counters for lock-out, single-use password tokens, and the outbox of e-mails sent.
 */

/** Whether a firm requires every person to sign in with a second factor. No row: not required. */
export const firmMfaPolicies = pgTable('firm_mfa_policies', {
  firmId: text('firm_id')
    .primaryKey()
    .references(() => firms.id),
  required: boolean('required').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});

/**
 * One TOTP authenticator per user. `secret` is encrypted (AES-256-GCM, decision 0503); `confirmedAt` is
 * null while the user is enrolling and has not yet proved the authenticator works. `lastUsedStep` is the
 * time step of the last accepted code, so a code cannot be replayed.
 */
export const mfaEnrolments = pgTable('mfa_enrolments', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firmId: text('firm_id').notNull(),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** One-time recovery codes, stored as SHA-256 hashes (they are long random strings); each used once. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * Failed sign-in attempts (passwords and codes) per e-mail address as typed, lower-cased, whether or
 * not such an account exists, so a lock-out says nothing about who has an account.
 */
export const signInFailures = pgTable('sign_in_failures', {
  accountKey: text('account_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  firstFailureAt: timestamp('first_failure_at', { withTimezone: true, mode: 'date' }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
});

/** Links that set a password: a reset, or a new user's first password. Only the SHA-256 hash is kept. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firmId: text('firm_id').notNull(),
    purpose: text('purpose').$type<'reset' | 'welcome'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('password_tokens_user').on(t.userId)],
);

/**
 * Every e-mail Keel sends, per firm. Without SMTP the message stays here ('Held') for an administrator
 * to read and pass on; once delivered by SMTP ('Sent') its body is cleared, because it may carry a link
 * that sets a password. `userId` is the user it was sent to: only someone who may administer that user
 * reads it (decision 0511); a message to nobody's account (null) only a firm administrator.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    firmId: text('firm_id').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body'),
    status: text('status').$type<'Held' | 'Sending' | 'Sent' | 'Failed'>().notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('outbox_messages_firm').on(t.firmId, t.id)],
);
