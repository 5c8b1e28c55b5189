import type { TDocumentType } from '../../../../contract/documents';
import type { Template } from './template';
import { valuationStatement } from './valuation-statement';

/** Every document the engine makes, by its fileType (the path segment of POST /files/{fileType}). */
export const TEMPLATES: Partial<Record<TDocumentType, Template>> = {
  valuationstatement: valuationStatement,
};

export type { Template, DocumentSubject, Composed } from './template';
