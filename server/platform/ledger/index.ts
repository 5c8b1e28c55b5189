/**
 * The ledger's one entry point: other domains (dealing, the bank feed, accounts' summaries, portfolios,
 * products, the seeds, the app's routes) import the ledger from here, never from its rooms. Inside the
 * ledger the rooms import each other's modules directly, always downwards:
 *
 *   routes.ts              the ledger's HTTP calls (spec §7 transactions, postings, positions, four-eyes, …)
 *   transactions/          creating transactions (one, a group, many accounts' order groups at once, a
 *                          regular payment), lists and exports
 *   actions/               what happens to a placed transaction: authorise, complete or fail, cancel/delete
 *   regular/               regular payments: set up, list, and the daily run that places their instalments
 *   placing/               placing each kind (cash, orders, invest on receipt, auto-disinvest's sells)
 *   settlement/            executing orders, trades, settling cash, price freshness, a disinvestment's end
 *   four-eyes/             the thresholds above which a second user must authorise
 *   allowance/             ISA and JISA subscription allowances
 *   records/               a transaction's row: write, change, lock, load, present; who acted
 *   postings/              posting rows, books (balances, holdings), positions and valuation
 *   money.ts, clock.ts     decimal money and the London calendar every room uses
 *
 * Each room imports only the rooms listed below it (routes.ts and this file sit above them all).
 * The checks every movement of money passes (the client Active, the account's status, the wrapper
 * releasing money) sit below the ledger in accounts/money-gate.ts. Modules the ledger itself depends on
 * (accounts/service.ts and what it imports, assets/) import ledger/money.ts or ledger/postings/books.ts
 * directly: importing this file from them would be a loop.
 */

export * from './clock';
export * from './money';
export { ledgerRoutes } from './routes';

export { applyAction, transactionAction } from './actions/complete';
export { allowanceOf, subscribed, SUBSCRIPTION_LIMITS } from './allowance/allowance';
export { runRegularPayments } from './regular/run';

export { BANK_FEED_ACTOR, DEALING_ACTOR, REGULAR_ACTOR, SCHEDULE_ACTOR } from './records/actors';
export { insertRows } from './records/bulk';
export { createTransaction } from './transactions/create';
export { placeOrderGroupsTogether, type GroupOutcome, type OrderGroup } from './transactions/order-groups';
export { getTransaction } from './transactions/list';
export { lockAccount, lockAccountForRun, lockAccounts, lockAccountsForDealing } from './records/locks';
export {
  changeTransaction,
  lockTransaction,
  type Actor,
  type TransactionRow,
} from './records/transaction-rows';
export { changeTransactionsTogether, type DealtChange } from './records/record-many';
export { presentTransaction, selectTransactions } from './records/presenter';
export { getPosition } from './postings/positions';

export {
  contractNoteFor,
  planBuyWith,
  planSellWith,
  type Charging,
  type Execution,
  type Plan,
  type Trade,
} from './settlement/execute';
export { onSaleFinal } from './settlement/disinvest-sales';
export {
  chargesOn,
  NO_CHARGES,
  spendableFor,
  tariffAt,
  totalOf,
  type Charged,
  type Tariff,
} from './settlement/charges';
export { businessDaysOld, isStalePrice, maxPriceAge, stalePriceRefusal } from './settlement/freshness';
export { applyTrade, executedChanges, planOrder, tradeLegs } from './settlement/trade';

export { availableCash, cashBalance, hasPostings, holding, holdings, type Holding } from './postings/books';
export { cashRows, stockRows } from './postings/post';
export { postCash, postStock, type CashLeg, type StockLeg } from './postings/post';
export { CONTRIBUTION_CODES, contributions, valueAccount, type Valuation } from './postings/valuation';
