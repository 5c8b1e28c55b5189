import { and, eq, isNull } from 'drizzle-orm';
import {
  DOCUMENT_TITLES,
  DOCUMENT_TYPES,
  type TDocumentType,
  type TGenerateDocument,
} from '../../../contract/documents';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { clientMessages } from '../db/schema';
import { badRequest, fieldError } from '../errors';
import { loadBrand } from './brand';
import { londonDateTime } from './format';
import { renderPdf } from './layout';
import { newFileId, presentFile, storeFile, type GeneratedFileRow } from './store';
import { TEMPLATES, type DocumentSubject, type Template } from './templates';

/**
 * The document engine (decision 0600): a subject and a template become a branded PDF, stored with its
 * SHA-256, and (when asked) a message in the client's box. Every area that hands out a document comes
 * through here: the /files calls, the dealing run's contract notes, the statements job.
 */

export function templateFor(fileType: string): Template {
  const template = (DOCUMENT_TYPES as readonly string[]).includes(fileType)
    ? TEMPLATES[fileType as TDocumentType]
    : undefined;
  if (!template)
    throw fieldError(
      'fileType',
      `Unknown document type "${fileType}": use one of ${DOCUMENT_TYPES.join(', ')}`,
    );
  return template;
}

export interface Produced {
  file: GeneratedFileRow;
  messageId: string | null;
}

/** Composes, renders and stores one document; the caller's transaction decides whether it is kept. */
export async function produce(
  db: Tx,
  template: Template,
  subject: DocumentSubject,
  requestedBy: string,
  delivery?: { sourceKey?: string; messageId?: string } | false,
): Promise<Produced> {
  const composed = await template.compose(db, subject);
  const brand = await loadBrand(db, subject.firmId, subject.nodeId);
  const id = await newFileId(db);
  const reference = `${template.prefix}-${id}`;
  const bytes = await renderPdf(composed.spec, brand, { reference, generatedAt: londonDateTime(new Date()) });
  const file = await storeFile(db, {
    id,
    firmId: subject.firmId,
    nodeId: subject.nodeId,
    clientId: subject.clientId,
    accountId: subject.accountId,
    fileType: template.fileType,
    title: composed.subject,
    reference,
    fileName: `${composed.fileName}.pdf`,
    contentType: 'application/pdf',
    bytes,
    input: subject.input,
    createdBy: requestedBy,
  });
  if (delivery === false || !subject.clientId) return { file, messageId: null };
  if (delivery?.messageId) {
    // A message that waited for its document (a contract note): it gets this file, once.
    await db
      .update(clientMessages)
      .set({ fileId: file.id })
      .where(and(eq(clientMessages.id, delivery.messageId), isNull(clientMessages.fileId)));
    return { file, messageId: delivery.messageId };
  }
  const [message] = await db
    .insert(clientMessages)
    .values({
      firmId: subject.firmId,
      nodeId: subject.nodeId,
      clientId: subject.clientId,
      accountId: subject.accountId,
      messageType: template.messageType,
      subject: composed.subject,
      body: composed.body,
      fileId: file.id,
      sourceKey: delivery?.sourceKey ?? null,
      createdBy: requestedBy,
    })
    .returning({ id: clientMessages.id });
  return { file, messageId: message.id };
}

/** A field the document does not take, named: "Not used by the contract note". */
function refuseUnused(template: Template, body: TGenerateDocument) {
  const unused = (Object.keys(body) as (keyof TGenerateDocument)[]).filter(
    (field) => field !== 'deliver' && body[field] !== undefined && !template.accepts.includes(field),
  );
  if (unused.length)
    throw badRequest(
      unused.map((fieldName) => ({
        fieldName,
        errorMessage: `Not used by the ${DOCUMENT_TITLES[template.fileType].toLowerCase()}`,
      })),
    );
}

/** POST /files/{fileType}: checks the body for that document in the caller's reach, then makes it. */
export async function generateDocument(
  db: Database,
  caller: Caller,
  fileType: string,
  body: TGenerateDocument,
) {
  const template = templateFor(fileType);
  refuseUnused(template, body);
  const subject = await template.resolve(db, caller, body);
  const { file, messageId } = await db.transaction((tx) =>
    produce(tx, template, subject, caller.userId, body.deliver ? {} : false),
  );
  return presentFile(file, messageId);
}
