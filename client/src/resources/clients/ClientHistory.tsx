import {
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { TUpdateHistoryItem } from '../../../../contract';
import { formatDateTime } from '../../shared/format';
import { fieldChanges, humanise } from './historyFormat';

/** How many changes show before "Show all". */
export const HISTORY_PAGE = 10;

const Changes = ({ item }: { item: TUpdateHistoryItem }) => {
  const translate = useTranslate();
  // A creation lists every field from nothing: the record itself shows them, the history says who and when.
  if (item.action === 'create') return null;
  const label = (path: string) => translate(`resources.clients.fields.${path}`, { _: humanise(path) });
  return (
    <ul style={{ margin: 0, paddingLeft: 18 }}>
      {fieldChanges(item).map((change) => (
        <li key={change.path}>
          <strong>{label(change.path)}</strong>: {change.from} → {change.to}
        </li>
      ))}
    </ul>
  );
};

const HistoryRow = ({ item }: { item: TUpdateHistoryItem }) => {
  const translate = useTranslate();
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.updateDate)}</TableCell>
      <TableCell>{item.userName ?? item.userId}</TableCell>
      <TableCell>
        <Typography variant="body2" fontWeight={500}>
          {translate(`resources.clients.history.actions.${item.action}`, { _: humanise(item.action) })}
        </Typography>
        <Changes item={item} />
        {item.reason && (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.clients.history.reason', { reason: item.reason })}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
};

/** Who changed what on the record, before and after, newest first (from the platform's audit rows). */
export const ClientHistory = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [all, setAll] = useState(false);
  const history: TUpdateHistoryItem[] = record?.updateHistory ?? [];
  const t = (key: string, options?: object) => translate(`resources.clients.history.${key}`, options);
  const shown = all ? history : history.slice(0, HISTORY_PAGE);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" id="client-history">
          {t('title')}
        </Typography>
        {history.length === 0 ? (
          <Typography color="text.secondary">{t('empty')}</Typography>
        ) : (
          <Table size="small" aria-labelledby="client-history">
            <TableHead>
              <TableRow>
                <TableCell>{t('when')}</TableCell>
                <TableCell>{t('who')}</TableCell>
                <TableCell>{t('what')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((item) => (
                <HistoryRow key={item.updateId} item={item} />
              ))}
            </TableBody>
          </Table>
        )}
        {history.length > shown.length && (
          <Button onClick={() => setAll(true)} sx={{ mt: 1 }}>
            {t('showAll', { count: history.length })}
          </Button>
        )}
      </CardContent>
    </Card>
  );
};
