import { dec } from '../../../../contract/money';
import type { Trade } from '../cgt';

/** Short trade builders for the CGT tests; numbers as text so no binary float sneaks in. */
export const buy = (date: string, quantity: string, price: string, fees = '0', asset = 'ACME'): Trade => ({
  kind: 'BUY',
  date,
  asset,
  quantity: dec(quantity),
  price: dec(price),
  fees: dec(fees),
});

export const sell = (date: string, quantity: string, price: string, fees = '0', asset = 'ACME'): Trade => ({
  kind: 'SELL',
  date,
  asset,
  quantity: dec(quantity),
  price: dec(price),
  fees: dec(fees),
});

export const split = (date: string, ratio: string, asset = 'ACME'): Trade => ({
  kind: 'SPLIT',
  date,
  asset,
  ratio: dec(ratio),
});
