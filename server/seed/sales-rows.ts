// The rows a year of trading adds to the demo shop, table by table, and the people and settings it is made with:
// every part of the generator writes these, so they stand apart from any one of them.

export interface People {
	admin: string;
	staff: string;
}
export interface Settings {
	tax_rate_bp: number;
	buylist_cash_percent: number;
	buylist_credit_percent: number;
}
export interface Movement {
	id: number;
	sku: number;
	delta: number;
	reason: string;
	order: number | null;
	buylist: number | null;
	note: string | null;
	user_created: string | null;
	date_created: Date;
}
export interface LedgerEntry {
	id: number;
	customer: number;
	amount: number;
	reason: string;
	order: number | null;
	buylist: number | null;
	note: string | null;
	balance_after: number;
	user_created: string | null;
	date_created: Date;
}
export interface Sales {
	customers: Array<{
		id: number;
		name: string;
		email: string | null;
		phone: string | null;
		phone_digits: string | null;
		notes: string | null;
		date_created: Date;
	}>;
	orders: Array<Record<string, unknown> & { id: number; date_created: Date }>;
	orderLines: Array<{
		id: number;
		order: number;
		sku: number;
		quantity: number;
		unit_price: number;
		line_total: number;
	}>;
	lineCosts: Array<{ id: number; order_line: number; unit_cost: number }>;
	events: Array<{
		id: number;
		order: number;
		from_status: string | null;
		to_status: string;
		note: string | null;
		user_created: string | null;
		date_created: Date;
	}>;
	payments: Array<{
		id: number;
		order: number;
		method: string;
		amount: number;
		user_created: string | null;
		date_created: Date;
	}>;
	buylists: Array<Record<string, unknown> & { id: number; date_created: Date }>;
	buylistLines: Array<Record<string, unknown> & { id: number; buylist: number }>;
	buylistEvents: Array<{
		id: number;
		buylist: number;
		from_status: string | null;
		to_status: string;
		note: string | null;
		user_created: string | null;
		date_created: Date;
	}>;
	movements: Movement[];
	ledger: LedgerEntry[];
}
