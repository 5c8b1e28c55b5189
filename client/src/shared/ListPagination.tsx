import type { TablePaginationProps } from '@mui/material';
import type { ComponentType } from 'react';
import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';

/** react-admin passes any other prop on to MUI's TablePagination, whose range label this sets. */
const LabelledPagination = Pagination as ComponentType<
  PaginationProps & Pick<TablePaginationProps, 'labelDisplayedRows'>
>;
const ROWS_PER_PAGE = [10, 25, 50, 100];
const wholeNumber = new Intl.NumberFormat('en-GB');

interface Range {
  from: number;
  to: number;
  count: number;
}

/**
 * Every list's pages. Past 10,000 matches the platform estimates the total rather than count a large
 * firm's every row on every page (decisions 0411, 0412: transactions and clients), flagged by
 * `meta.totalIsEstimate`, and the range says so: "1–50 of about 2,000,000".
 */
export const ListPagination = () => {
  const translate = useTranslate();
  const meta = useListContext().meta as { totalIsEstimate?: true } | undefined;
  if (!meta?.totalIsEstimate) return <Pagination rowsPerPageOptions={ROWS_PER_PAGE} />;
  const estimatedRange = ({ from, to, count }: Range) =>
    translate('resources.shared.list.estimatedRange', { from, to, count: wholeNumber.format(count) });
  return <LabelledPagination rowsPerPageOptions={ROWS_PER_PAGE} labelDisplayedRows={estimatedRange} />;
};
