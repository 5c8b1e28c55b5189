import type { TDocumentType } from '../../../../contract/documents';
import { contractNote } from './contract-note';
import { directDebitConfirmation } from './direct-debit-confirmation';
import { drawdownApplication } from './drawdown-application';
import { illustration } from './illustration';
import { pensionCancellationLetter } from './pension-cancellation-letter';
import { portfolioReport } from './portfolio-report';
import { taxStatement } from './tax-statement';
import type { Template } from './template';
import { valuationStatement } from './valuation-statement';

/** Every document the engine makes, by its fileType (the path segment of POST /files/{fileType}). */
export const TEMPLATES: Record<TDocumentType, Template> = {
  advancedirectdebitmandateconfirmation: directDebitConfirmation,
  contractnote: contractNote,
  drawdownapplication: drawdownApplication,
  illustration,
  pensioncancellationletter: pensionCancellationLetter,
  portfolioreport: portfolioReport,
  taxstatement: taxStatement,
  valuationstatement: valuationStatement,
};

export { contractNoteSubject } from './contract-note';
export type { Template, DocumentSubject, Composed } from './template';
