import type { TDocumentType, TGenerateDocument } from '../../../../contract/documents';
import type { TMessageType } from '../../../../contract/messageBox';
import type { Caller } from '../../auth/caller';
import type { Tx } from '../../db/connection';
import type { DocumentSpec } from '../layout';

/** What a document is about: resolved inside the caller's firm and subtree, and kept with the file. */
export interface DocumentSubject {
  firmId: string;
  nodeId: string;
  clientId: string | null;
  accountId: string | null;
  /** Everything compose() needs to make the document again (ids, period, the projection's inputs). */
  input: Record<string, unknown>;
}

/** A composed document: the layout, and how it is named in the message box and on disk. */
export interface Composed {
  spec: DocumentSpec;
  /** "Valuation statement 1 July to 30 September 2026"; the message's subject. */
  subject: string;
  /** The message's text beside the PDF. */
  body: string;
  /** Without the extension: "valuation-statement-2026-09-30". */
  fileName: string;
}

/**
 * One document type: how to check a generate-document body for it (each missing field a fieldError, each
 * id resolved in the caller's firm and subtree, else 404), and how to compose it from the ledger.
 */
export interface Template {
  fileType: TDocumentType;
  messageType: TMessageType;
  /** The reference's prefix: VS-7K2P9QX. */
  prefix: string;
  /**
   * The generate-document fields this document takes (besides `deliver`). The body is one shape for every
   * type, so a field it does not take is refused by name rather than ignored: an id it would not check must
   * never look accepted.
   */
  accepts: readonly (keyof TGenerateDocument)[];
  resolve(db: Tx, caller: Caller, body: TGenerateDocument): Promise<DocumentSubject>;
  /** Reads as a system reader of the subject's firm: the subject was checked when it was resolved. */
  compose(db: Tx, subject: DocumentSubject): Promise<Composed>;
}
