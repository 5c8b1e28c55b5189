import { useTranslate } from 'react-admin';
import { AccountSubject, useAccountPage } from '../shared/account';
import { dec } from '../shared/money';
import { emptyOrder, OrderFields, type OrderValues } from '../shared/orders';
import { Workflow } from '../shared/Workflow';
import { planInvest } from './planInvest';

const INITIAL: OrderValues = { mode: 'Amounts', orders: [emptyOrder()] };

/** /accounts/{id}/invest: buy instruments with amounts or percentages of the available cash. */
export const InvestPage = () => {
  const translate = useTranslate();
  const { summary, ready } = useAccountPage();
  return (
    <Workflow
      title="workflows.invest.title"
      subject={<AccountSubject summary={summary} />}
      initialValues={INITIAL}
      ready={ready}
      renderForm={(form) => (
        <OrderFields
          {...form}
          base={dec(summary?.availableCash)}
          baseLabel={translate('workflows.orders.ofAvailable')}
        />
      )}
      plan={(values) => planInvest(values, summary!, translate)}
    />
  );
};
