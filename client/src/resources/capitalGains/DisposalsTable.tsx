import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { TCgtDisposal } from '../../../../contract/tax';
import { formatMoney } from '../../shared/format';
import { longDate } from '../../shared/taxYear';
import { ExplainDialog } from './ExplainDialog';

const D = 'resources.capitalGains.disposals';

/** The year's disposals, oldest first; each opens its "explain this number" panel. */
export const DisposalsTable = ({ disposals, taxYear }: { disposals: TCgtDisposal[]; taxYear: string }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState<TCgtDisposal | null>(null);
  return (
    <Box component="section" aria-labelledby="cgt-disposals-heading">
      <Typography id="cgt-disposals-heading" variant="h6" component="h2">
        {translate(`${D}.heading`)}
      </Typography>
      {disposals.length === 0 ? (
        <Typography variant="body2">{translate(`${D}.none`)}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>
              <Box
                component="span"
                sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
              >
                {translate(`${D}.caption`, { year: taxYear })}
              </Box>
            </caption>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${D}.date`)}</TableCell>
                <TableCell>{translate(`${D}.asset`)}</TableCell>
                <TableCell align="right">{translate(`${D}.quantity`)}</TableCell>
                <TableCell align="right">{translate(`${D}.proceeds`)}</TableCell>
                <TableCell align="right">{translate(`${D}.allowableCost`)}</TableCell>
                <TableCell align="right">{translate(`${D}.gain`)}</TableCell>
                <TableCell>
                  <Box
                    component="span"
                    sx={{
                      position: 'absolute',
                      width: 1,
                      height: 1,
                      overflow: 'hidden',
                      clip: 'rect(0 0 0 0)',
                    }}
                  >
                    {translate(`${D}.explain`)}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {disposals.map((d) => (
                <TableRow key={`${d.date}|${d.assetId}`}>
                  <TableCell>{longDate(d.date)}</TableCell>
                  <TableCell>{d.assetName}</TableCell>
                  <TableCell align="right">
                    {d.quantity.toLocaleString('en-GB', { maximumFractionDigits: 6 })}
                  </TableCell>
                  <TableCell align="right">{formatMoney(d.proceeds)}</TableCell>
                  <TableCell align="right">{formatMoney(d.allowableCost)}</TableCell>
                  <TableCell align="right">{formatMoney(d.gain)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => setOpen(d)}
                      aria-label={translate(`${D}.explainLabel`, {
                        asset: d.assetName,
                        date: longDate(d.date),
                      })}
                    >
                      {translate(`${D}.explain`)}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {open && <ExplainDialog disposal={open} onClose={() => setOpen(null)} />}
    </Box>
  );
};
