import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Console sessions that have ended (signed out, or ended by the BFF), by the id the BFF gave the session
 * at sign-in (decision 0103). The session itself is a cookie the BFF cannot take back, so every replica
 * refuses a cookie whose id is here. A row is needed only until the session would have ended anyway
 * (`expiresAt`: sign-in plus the absolute session limit); the BFF prunes it after that.
 */
export const endedSessions = pgTable('ended_sessions', {
  sessionId: text('session_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});
