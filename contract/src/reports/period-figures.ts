/*
 * The figures of one period (docs/reports.md, "What counts"). Money in minor units, counts whole.
 */

export interface SalesFigures {
	/** Σ (subtotal − discount) of the sales: net of tax. */
	sales: number;
	orders: number;
	/** sales / orders, half up; null without orders. */
	average_order_value: number | null;
	units_sold: number;
	/** Σ tax of the sales. */
	tax: number;
}

/** What the sales cost the shop (administrators only): the cost recorded for each line when it was sold. */
export interface CostFigures {
	/** Σ quantity × the line's recorded unit cost, over the lines that have one. */
	cost_of_sales: number;
	/** sales − cost_of_sales. */
	gross_margin: number;
	/** Lines sold with no cost recorded (their cost counted as unknown, so the margin is that much too high). */
	uncosted_lines: number;
}

export interface BuylistFigures {
	/** Σ total_offer of the buylists completed in the period, paid in cash… */
	buylist_cash: number;
	/** …and in store credit. */
	buylist_credit: number;
}

export interface CreditFigures {
	/** Σ of the ledger's positive entries: buylist payouts, refunds to credit, adjustments up. */
	credit_issued: number;
	/** Σ of what sales took from customers' credit (`order_payment` entries, as a positive amount). */
	credit_redeemed: number;
	/** Σ of the other entries taking credit away (adjustments down), as a positive amount. */
	credit_removed: number;
	/** Σ of every entry before the period's end: what the shop owes its customers in credit then. */
	credit_outstanding: number;
}

export type PeriodFigures = SalesFigures & BuylistFigures & CreditFigures & Partial<CostFigures>;
