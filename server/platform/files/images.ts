import { IMAGE_TYPES, UPLOAD_RULES, uploadProblem, type UploadCategory } from '../../../contract/firm';
import { fieldError } from '../errors';
import { sanitizeSvg } from './svg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);
/** An ICO file: reserved 0, type 1 (icon), and at least one image. */
const isIco = (bytes: Uint8Array) =>
  startsWith(bytes, [0, 0, 1, 0]) && bytes.length > 6 && bytes[4] + bytes[5] > 0;

/** What the bytes are, by their content, whatever the request's Content-Type said. */
function sniff(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return IMAGE_TYPES.png;
  if (isIco(bytes)) return IMAGE_TYPES.ico;
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).toLowerCase();
  if (head.includes('<svg')) return IMAGE_TYPES.svg;
  return undefined;
}

export interface AcceptedImage {
  contentType: string;
  bytes: Uint8Array;
}

/**
 * Checks an uploaded file against its category's rules (contract UPLOAD_RULES): the type is read from
 * the bytes, the size counted, and an SVG sanitised (scripts, event handlers and every outside reference
 * removed; see svg.ts). Every refusal is a 400 naming the field `file`, so the form shows it under the picker.
 */
export function acceptImage(category: UploadCategory, body: unknown): AcceptedImage {
  const bytes = body instanceof Uint8Array ? body : new Uint8Array();
  const contentType = sniff(bytes) ?? 'application/octet-stream';
  const problem = uploadProblem(category, { type: contentType, size: bytes.length });
  if (problem) throw fieldError('file', problem);
  if (contentType !== IMAGE_TYPES.svg) return { contentType, bytes };
  const clean = sanitizeSvg(new TextDecoder().decode(bytes));
  // Whatever the cleaner cannot take (not well-formed, too deep, entities) is the file's fault: a 400.
  if (!clean) throw fieldError('file', 'Must be a valid SVG image');
  const cleanBytes = new TextEncoder().encode(clean);
  if (cleanBytes.length > UPLOAD_RULES[category].maxBytes)
    throw fieldError('file', `Must be at most ${UPLOAD_RULES[category].maxBytes / 1024} KB`);
  return { contentType, bytes: cleanBytes };
}
