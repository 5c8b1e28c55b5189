import PaymentsIcon from '@mui/icons-material/Payments';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { TPortfolioTransaction } from '../../../../contract/transactions';
import { usePermission } from '../../data/platform';
import { DESK_FILTER, isDeskPayment, recordLabel, type DeskAction } from './paymentsDesk';
import { RecordPaymentDialog } from './RecordPaymentDialog';

const KEY = 'resources.transactions.desk';

/** Whether the signed-in user may record payments (the platform checks `action` on Transaction again). */
export const useMayRecordPayments = () => usePermission('Transaction', 'action');

/**
 * The two desk actions as buttons, and the dialog of the one chosen. The dialog works on the payments as
 * they were when it opened: a refresh after recording (the list then no longer holds them) keeps it open
 * with its outcomes until the user closes it.
 */
const DeskButtons = ({
  payments,
  onDone,
  size,
}: {
  payments: TPortfolioTransaction[];
  onDone?: () => void;
  size?: 'small' | 'medium';
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState<{ action: DeskAction; payments: TPortfolioTransaction[] }>();
  return (
    <>
      {payments.length > 0 && (
        <>
          <Button size={size} variant="contained" onClick={() => setOpen({ action: 'receive', payments })}>
            {recordLabel(translate, payments)}
          </Button>
          <Button
            size={size}
            variant="outlined"
            color="error"
            onClick={() => setOpen({ action: 'fail', payments })}
          >
            {translate(`${KEY}.markFailed`)}
          </Button>
        </>
      )}
      {open && (
        <RecordPaymentDialog
          payments={open.payments}
          action={open.action}
          onClose={() => {
            setOpen(undefined);
            onDone?.();
          }}
        />
      )}
    </>
  );
};

/** The list's bulk actions: the selected rows (only Waiting payments can be selected) in one action. */
export const DeskBulkActions = () => {
  const { selectedIds, data, onUnselectItems } = useListContext<TPortfolioTransaction>();
  const selected = (data ?? []).filter((t) => selectedIds.includes(t.id) && isDeskPayment(t));
  return (
    <Stack direction="row" spacing={1}>
      <DeskButtons payments={selected} onDone={() => onUnselectItems()} size="small" />
    </Stack>
  );
};

/** "Payments to record": the list becomes the payments desk (Waiting payments), other filters kept. */
export const DeskQuickFilter = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const on =
    filterValues.status === DESK_FILTER.status &&
    filterValues.transactionType === DESK_FILTER.transactionType;
  return (
    <Button
      size="small"
      startIcon={<PaymentsIcon />}
      variant={on ? 'contained' : 'text'}
      aria-pressed={on}
      onClick={() => setFilters({ ...filterValues, ...DESK_FILTER }, displayedFilters)}
    >
      {translate(`${KEY}.quickFilter`)}
    </Button>
  );
};

/** In a transaction's drawer: record it received / paid out, or failed, when it is a Waiting payment. */
export const DeskDrawerActions = ({ t }: { t: TPortfolioTransaction }) => {
  const mayRecord = useMayRecordPayments();
  if (!mayRecord || !isDeskPayment(t)) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }} flexWrap="wrap" useFlexGap>
      <DeskButtons payments={[t]} />
    </Stack>
  );
};
