/**
 * `DeckhandSchema`, which types the SDK client. Each collection's interface is in the file of its group
 * (`catalog.ts`, `buying.ts`, `customers.ts`, `orders.ts`, `shop.ts`), the choice lists in `choices.ts`.
 *
 * Generated from `server/schema/snapshot.yaml` by `npm run contract:generate` (scripts/generate-contract.ts):
 * do not edit; change the snapshot and run it again. A unit test fails while this file differs from it.
 */

import type { Card, CardSet, Game, Sku, SkuCost, StockMovement } from './catalog.ts';
import type { BuyingRule, Buylist, BuylistLine } from './buying.ts';
import type { CreditEntry, Customer } from './customers.ts';
import type { Order, OrderEvent, OrderLine, OrderLineCost, OrderPayment } from './orders.ts';
import type { ShopSettings, Till, TillSession } from './shop.ts';

/** The SDK's schema: each collection's items (a singleton's one item). */
export interface DeckhandSchema {
	buying_rules: BuyingRule[];
	buylist_lines: BuylistLine[];
	buylists: Buylist[];
	cards: Card[];
	credit_ledger: CreditEntry[];
	customers: Customer[];
	games: Game[];
	order_events: OrderEvent[];
	order_line_costs: OrderLineCost[];
	order_lines: OrderLine[];
	order_payments: OrderPayment[];
	orders: Order[];
	sets: CardSet[];
	shop_settings: ShopSettings;
	sku_costs: SkuCost[];
	skus: Sku[];
	stock_movements: StockMovement[];
	till_sessions: TillSession[];
	tills: Till[];
}
