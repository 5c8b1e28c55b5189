import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Label → value rows, each label a row header; the table named by `label` (shown as a heading when asked). */
export const FactsTable = ({
  label,
  rows,
  heading,
}: {
  label: string;
  rows: [label: string, value: ReactNode][];
  heading?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <div>
      {heading && (
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(label)}
        </Typography>
      )}
      <Table size="small" aria-label={translate(label)}>
        <TableBody>
          {rows.map(([key, value]) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row">
                {/* A label may come already in words (one with a value in it). */}
                {translate(key, { _: key })}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
};
