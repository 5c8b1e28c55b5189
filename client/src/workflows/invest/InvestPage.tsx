import { useTranslate } from 'react-admin';
import { AccountWorkflow } from '../shared/account';
import { dec } from '../../shared/money';
import { emptyOrder, OrderFields, type OrderValues } from '../shared/orders';
import { InvestToModel } from './InvestToModel';
import { planInvest } from './planInvest';

const INITIAL: OrderValues = { mode: 'Amounts', orders: [emptyOrder()] };

/** /accounts/{id}/invest: buy instruments with amounts or percentages of the available cash. */
export const InvestPage = () => {
  const translate = useTranslate();
  return (
    <AccountWorkflow
      title="workflows.invest.title"
      action="buy"
      initialValues={INITIAL}
      renderForm={(form, summary) => (
        <>
          <InvestToModel accountId={summary.id} set={form.set} />
          <OrderFields
            {...form}
            base={dec(summary.availableCash)}
            baseLabel={translate('workflows.orders.ofAvailable')}
          />
        </>
      )}
      plan={planInvest}
    />
  );
};
