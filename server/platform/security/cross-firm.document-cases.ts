import type { CallName } from '../../../contract/calls';
import { DOCUMENT_TYPES, type TDocumentType } from '../../../contract/documents';
import { TEMPLATES } from '../documents/templates';
import { firm, list, type Case, type Id } from './cross-firm.probe';

/**
 * The cross-firm cases of documents, messages and jobs (see cross-firm.probe.ts). The generate-document
 * body is one shape for every type: each type's first case carries the ids its template takes (each
 * resolved in the caller's reach, so another's is a 404), and one case per id it does not take sends that
 * id alone (refused with a 400 naming it, whoever's it is).
 */

const ID_KINDS = {
  clientId: 'client',
  accountId: 'account',
  transactionId: 'transaction',
  regularPaymentId: 'regularPayment',
  illustrationId: 'illustration',
} as const;
type IdField = keyof typeof ID_KINDS;

function generate(fileType: TDocumentType, params: Record<string, string> = {}): Case[] {
  const accepts = TEMPLATES[fileType]!.accepts;
  const fields = Object.keys(ID_KINDS) as IdField[];
  const idsOf = (id: Id, of: IdField[]) =>
    Object.fromEntries(of.map((f) => [f, id(`body:${f}`, ID_KINDS[f])]));
  const taken = fields.filter((f) => accepts.includes(f));
  return [
    (id) => ({ params, body: idsOf(id, taken) }),
    ...fields.filter((f) => !taken.includes(f)).map((f): Case => (id) => ({ params, body: idsOf(id, [f]) })),
  ];
}

const messagePath = (id: Id) => ({ ...firm(id), messageId: id('path:messageId', 'message') });
const jobPath = (id: Id) => ({ ...firm(id), jobId: id('path:jobId', 'job') });

export const DOCUMENT_CASES: Partial<Record<CallName, Case[]>> = {
  ...Object.fromEntries(DOCUMENT_TYPES.map((t) => [`generate_${t}`, generate(t)])),
  generateDocumentByType: generate('valuationstatement', { fileType: 'valuationstatement' }),
  downloadFile: [(id) => ({ params: { ...firm(id), fileId: id('path:fileId', 'file') } })],
  listMessages: [(id) => list(id, { clientId: 'client', accountId: 'account' })],
  getMessage: [(id) => ({ params: messagePath(id) })],
  updateMessageStatus: [(id) => ({ params: messagePath(id), body: { status: 'Read' } })],
  getMessageStats: [(id) => list(id, { clientId: 'client' })],
  startJob: [
    (id) => ({
      params: {},
      body: {
        kind: 'valuationStatements',
        nodeId: id('body:nodeId', 'node'),
        fromDate: '2026-01-01',
        toDate: '2026-03-31',
      },
    }),
  ],
  listJobs: [(id) => ({ params: firm(id) })],
  getJob: [(id) => ({ params: jobPath(id) })],
  listJobItems: [(id) => ({ params: jobPath(id) })],
  retryJob: [(id) => ({ params: jobPath(id), body: {} })],
  // Simple REST (decision 1003); a job's items name their job inside the `filter` JSON, tested in jobs/.
  listJobsRest: [(id) => ({ params: firm(id) })],
  getJobRest: [(id) => ({ params: jobPath(id) })],
  listJobItemsRest: [
    (id) => ({ params: firm(id), query: { filter: JSON.stringify({ jobId: id('path:jobId', 'job') }) } }),
  ],
};
