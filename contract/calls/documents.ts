import { z } from 'zod';
import {
  DOCUMENT_TYPES,
  ZDownloadQuery,
  ZGenerateDocument,
  ZGeneratedFile,
  ZGenerateFile,
  type TDocumentType,
} from '../documents';
import { ZJob, ZJobItem, ZJobItemQuery, ZJobQuery, ZStartAnyJob } from '../jobs';
import { ZSimpleRestListQuery } from '../simpleRest';
import {
  ZMessage,
  ZMessageQuery,
  ZMessageStats,
  ZMessageStatsQuery,
  ZUpdateMessageStatus,
} from '../messageBox';
import { call } from './define';

const generate = (fileType: TDocumentType) =>
  call({
    method: 'post',
    path: `/files/${fileType}`,
    tag: 'Documents',
    summary: `Makes a ${fileType} PDF (generate-document body), stores it and, unless deliver is false, puts it in the client's message box`,
    permission: ['Client', 'readWrite'],
    body: ZGenerateDocument,
    response: ZGeneratedFile,
  });

/** One entry per document type: POST /files/valuationstatement and the others of spec §7. */
const documentCalls = Object.fromEntries(DOCUMENT_TYPES.map((t) => [`generate_${t}`, generate(t)])) as {
  [T in TDocumentType as `generate_${T}`]: ReturnType<typeof generate>;
};

export const fileCalls = {
  ...documentCalls,
  generateFile: call({
    method: 'post',
    path: '/files/generate',
    tag: 'Documents',
    summary:
      'A CSV or XLSX of a list the console shows (generate-file body: the list, its filters, the format)',
    permission: ['Client', 'read'],
    body: ZGenerateFile,
    response: ZGeneratedFile,
  }),
  generateDocumentByType: call({
    method: 'post',
    path: '/files/{fileType}',
    tag: 'Documents',
    summary: `The same as the named calls, by parameter: fileType is one of ${DOCUMENT_TYPES.join(', ')}`,
    permission: ['Client', 'readWrite'],
    body: ZGenerateDocument,
    response: ZGeneratedFile,
  }),
  downloadFile: call({
    method: 'get',
    path: '/files/{firmId}/{fileId}',
    tag: 'Documents',
    summary: "A stored document or export's bytes (Keel's extension), to users of its firm and node subtree",
    permission: ['Client', 'read'],
    query: ZDownloadQuery,
    file: true,
  }),
} as const;

export const messageCalls = {
  listMessages: call({
    method: 'get',
    path: '/message/{firmId}',
    tag: 'Messages',
    summary: "Clients' messages, newest first, filtered by client, type, status, account and date",
    permission: ['Client', 'read'],
    query: ZMessageQuery,
    response: ZMessage,
    list: true,
  }),
  getMessage: call({
    method: 'get',
    path: '/message/{firmId}/{messageId}',
    tag: 'Messages',
    summary: 'One message',
    permission: ['Client', 'read'],
    response: ZMessage,
  }),
  updateMessageStatus: call({
    method: 'put',
    path: '/message/{firmId}/{messageId}',
    tag: 'Messages',
    summary: 'Marks a message Read, Unread or Archived (update-message-status body)',
    permission: ['Client', 'readWrite'],
    body: ZUpdateMessageStatus,
    response: ZMessage,
  }),
  getMessageStats: call({
    method: 'get',
    path: '/message/stats/{firmId}',
    tag: 'Messages',
    summary: "Counts of a client's (or the firm's) messages by type and status",
    permission: ['Client', 'read'],
    query: ZMessageStatsQuery,
    response: ZMessageStats,
  }),
} as const;

export const jobCalls = {
  startJob: call({
    method: 'post',
    path: '/job',
    tag: 'Jobs',
    summary:
      "Starts bulk work on the job queue (Keel's extension): valuation statements, portfolio reports or capital gains reports for a selection of clients (a node, a client fee group, the client list's filters) over a period; or a chase of chosen transfers (kind transferChase, which needs action on Transaction)",
    permission: ['Client', 'readWrite'],
    body: ZStartAnyJob,
    response: ZJob,
  }),
  listJobs: call({
    method: 'get',
    path: '/job/{firmId}',
    tag: 'Jobs',
    summary: 'Bulk jobs of the firm, newest first, with their progress',
    permission: ['Client', 'read'],
    query: ZJobQuery,
    response: ZJob,
    list: true,
  }),
  getJob: call({
    method: 'get',
    path: '/job/{firmId}/{jobId}',
    tag: 'Jobs',
    summary: 'One job and its progress',
    permission: ['Client', 'read'],
    response: ZJob,
  }),
  listJobItems: call({
    method: 'get',
    path: '/job/{firmId}/{jobId}/items',
    tag: 'Jobs',
    summary: "A job's items with each one's outcome",
    permission: ['Client', 'read'],
    query: ZJobItemQuery,
    response: ZJobItem,
    list: true,
  }),
  retryJob: call({
    method: 'post',
    path: '/job/{firmId}/{jobId}/retry',
    tag: 'Jobs',
    summary: "Runs a job's failed items again",
    permission: ['Client', 'readWrite'],
    body: z.object({}).strict(),
    response: ZJob,
  }),
  downloadJobResults: call({
    method: 'get',
    path: '/job/{firmId}/{jobId}/download',
    tag: 'Jobs',
    summary:
      "A .zip of the files a job's succeeded items made so far (one per client), named by client; the run's results in one download",
    permission: ['Client', 'read'],
    file: true,
  }),
  listJobsRest: call({
    method: 'get',
    path: '/keel/{firmId}/jobs',
    tag: 'Jobs',
    summary:
      'Bulk jobs of the firm as simple REST (decision 1003): sort ["createdAt","DESC"], range [0,24], filter {"kind","status","id"}; a bare array, the total in Content-Range',
    permission: ['Client', 'read'],
    query: ZSimpleRestListQuery,
    response: ZJob,
    list: true,
    simpleRest: 'jobs',
  }),
  getJobRest: call({
    method: 'get',
    path: '/keel/{firmId}/jobs/{jobId}',
    tag: 'Jobs',
    summary: 'One job and its progress, as simple REST (the bare record)',
    permission: ['Client', 'read'],
    response: ZJob,
    simpleRest: 'jobs',
  }),
  listJobItemsRest: call({
    method: 'get',
    path: '/keel/{firmId}/jobItems',
    tag: 'Jobs',
    summary:
      'A job\'s items as simple REST: filter {"jobId" (required),"status"}, sort subjectName, status or updatedAt; the total in Content-Range',
    permission: ['Client', 'read'],
    query: ZSimpleRestListQuery,
    response: ZJobItem,
    list: true,
    simpleRest: 'jobItems',
  }),
} as const;
