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
import { fieldChanges, humanise, type FieldChange } from './historyFormat';

/** How many changes show before "Show all". */
export const HISTORY_PAGE = 10;

/** One row of the history: a change's one field (or the change itself when it names no field, as a creation). */
interface HistoryLine {
  key: string;
  item: TUpdateHistoryItem;
  change?: FieldChange;
}

/**
 * A change split field by field, so each row reads "who, when, Field: old → new, why". A creation lists
 * every field from nothing: the record itself shows them, so it is one row that says who and when.
 */
export function historyLines(items: readonly TUpdateHistoryItem[]): HistoryLine[] {
  return items.flatMap((item) => {
    const changes = item.action === 'create' ? [] : fieldChanges(item);
    if (changes.length === 0) return [{ key: `${item.updateId}`, item }];
    return changes.map((change) => ({ key: `${item.updateId} ${change.path}`, item, change }));
  });
}

const HistoryRow = ({ line: { item, change } }: { line: HistoryLine }) => {
  const translate = useTranslate();
  const label = (path: string) => translate(`resources.clients.fields.${path}`, { _: humanise(path) });
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.updateDate)}</TableCell>
      <TableCell>{item.userName ?? item.userId}</TableCell>
      <TableCell>
        <Typography variant="body2" fontWeight={500}>
          {translate(`resources.clients.history.actions.${item.action}`, { _: humanise(item.action) })}
        </Typography>
        {change && (
          <Typography variant="body2" data-testid="history-change">
            <strong>{label(change.path)}</strong>: {change.from} → {change.to}
          </Typography>
        )}
        {item.reason && (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.clients.history.reason', { reason: item.reason })}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
};

/**
 * Who changed which field of the record, from what to what, when and why, newest first: one row per field
 * (from the platform's audit rows, the names of who changed them resolved by the platform).
 */
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
              {historyLines(shown).map((line) => (
                <HistoryRow key={line.key} line={line} />
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
