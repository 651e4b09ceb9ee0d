/**
 * Every query key of the dashboard, one factory per resource, where every feature reaches them
 * (features do not import each other): a screen's query and the refreshes of the commands that
 * change it (`refreshes.ts`) name the same key, and a route's loader uses the screen's own query
 * options, so no key is written twice.
 */

/**
 * The keys of one resource in one shape: everything of it (`all`), its lists (`lists()`), one
 * list as asked (`list(query)`), its rows (`details()`) and one row (`detail(id)`). A list's
 * query holds whatever shapes the answer (search, filters, sort, page): two askings never share
 * an answer, and `lists()` reaches every one of them.
 */
export function queryKeysFactory<const Resource extends string>(resource: Resource) {
	return {
		all: [resource] as const,
		lists: () => [resource, 'list'] as const,
		list: (query: object = {}) => [resource, 'list', query] as const,
		details: () => [resource, 'detail'] as const,
		detail: (id: number) => [resource, 'detail', id] as const,
	};
}

/** The signed-in session: everything under `all` is dropped at sign-out. */
export const sessionKeys = {
	all: ['session'] as const,
	me: () => [...sessionKeys.all, 'me'] as const,
	access: () => [...sessionKeys.all, 'access'] as const,
};

/** Directus's own settings of the shop: its name, logo and colour (public, and as the settings screen edits them). */
export const projectKeys = {
	all: ['project'] as const,
	info: () => [...projectKeys.all, 'info'] as const,
	settings: () => [...projectKeys.all, 'settings'] as const,
};

/** The shop settings: one query, read by every screen that shows one of them (`lib/shop-settings.ts`). */
export const shopSettingsKeys = { all: ['shop-settings'] as const };

/** The inventory (the catalog's SKUs as listed) and the catalog's skeleton: games, sets and the values in use. */
export const catalogKeys = {
	...queryKeysFactory('catalog'),
	games: () => [...catalogKeys.all, 'games'] as const,
	sets: (game: number | undefined) => [...catalogKeys.all, 'sets', game ?? 'all'] as const,
	gamesAndSets: () => [...catalogKeys.all, 'games-and-sets'] as const,
	setChoices: () => [...catalogKeys.all, 'set-choices'] as const,
	valuesInUse: (field: string) => [...catalogKeys.all, 'values-in-use', field] as const,
	catalogue: (params: Record<string, string>) => [...catalogKeys.all, 'catalogue', params] as const,
};

/** A card's page: the card, and under it its SKUs (with their stock on hand), movements, costs and prices. */
export const cardKeys = {
	...queryKeysFactory('cards'),
	skus: (card: number) => [...cardKeys.detail(card), 'skus'] as const,
	movements: (card: number) => [...cardKeys.detail(card), 'movements'] as const,
	costs: (card: number) => [...cardKeys.detail(card), 'costs'] as const,
	marketPrices: (card: number) => [...cardKeys.detail(card), 'market-prices'] as const,
	priceHistory: (card: number, skus: number[]) => [...cardKeys.detail(card), 'price-history', skus] as const,
};

/** The moves of reprice runs waiting for the owner's review. */
export const priceReviewKeys = queryKeysFactory('price-reviews');

/** The reprice runs and their undos (`GET /deckhand/prices/runs`). */
export const priceRunKeys = queryKeysFactory('price-runs');

export const orderKeys = {
	...queryKeysFactory('orders'),
	costs: (order: number) => [...orderKeys.detail(order), 'costs'] as const,
	receipt: (order: number) => [...orderKeys.detail(order), 'receipt'] as const,
	pickList: () => [...orderKeys.all, 'pick-list'] as const,
};

/** Customers; under a customer's row, their store credit balance and their histories. */
export const customerKeys = {
	...queryKeysFactory('customers'),
	balance: (customer: number) => [...customerKeys.detail(customer), 'balance'] as const,
	history: (customer: number, kind: 'orders' | 'buylists' | 'ledger', page: number) =>
		[...customerKeys.detail(customer), kind, page] as const,
	/** The store credit of the customers a list shows. */
	balances: () => [...customerKeys.all, 'balances'] as const,
	balancesOf: (ids: number[]) => [...customerKeys.balances(), ids] as const,
	/** The choices of customer pickers: those matching what was typed, and the one chosen. */
	options: () => [...customerKeys.all, 'options'] as const,
	optionsFor: (text: string, selected: number | null) => [...customerKeys.options(), text, selected] as const,
};

/** The till's own lookups: SKUs and customers matching what was typed, and the chosen customer's credit. */
export const checkoutKeys = {
	all: ['checkout'] as const,
	skus: (text: string) => [...checkoutKeys.all, 'skus', text] as const,
	customers: (text: string) => [...checkoutKeys.all, 'customers', text] as const,
	credit: (customer: number) => [...checkoutKeys.all, 'credit', customer] as const,
};

/** The registers: every till answer (status, history, reports) is under `all`. */
export const tillKeys = {
	...queryKeysFactory('tills'),
	/** The tills with an open session (administrators, to say before retiring one that it must be counted first). */
	open: () => [...tillKeys.all, 'open'] as const,
	status: (till: number) => [...tillKeys.all, 'status', till] as const,
	sessions: (till: number | 'all', page: number) => [...tillKeys.all, 'sessions', till, page] as const,
	report: (till: number, session: number) => [...tillKeys.all, 'report', till, session] as const,
};

/** The shop's parked sales, seen by every till, with the copies of each SKU they hold. */
export const parkedSaleKeys = queryKeysFactory('parked-sales');

/** Trade-ins as the till shows them (each one is a buylist, under the buylist's keys). */
export const tradeInKeys = {
	all: ['trade-ins'] as const,
	/** A customer's trade-ins still open, for the till to take one on. */
	opens: () => [...tradeInKeys.all, 'open'] as const,
	open: (customer: number) => [...tradeInKeys.opens(), customer] as const,
	creditLeft: (order: number, tradeIn: number | null) => [...tradeInKeys.all, 'credit-left', order, tradeIn] as const,
};

export const buylistKeys = {
	...queryKeysFactory('buylists'),
	/** Cards matching what was typed at the intake. */
	cardSearches: () => [...buylistKeys.all, 'cards'] as const,
	cards: (text: string) => [...buylistKeys.cardSearches(), text] as const,
	/** What a completed buylist's copies still wait for: under its page's key, so whatever refreshes the page refreshes it. */
	arrivals: (id: number) => [...buylistKeys.detail(id), 'arrivals'] as const,
};

export const buyingRuleKeys = {
	...queryKeysFactory('buying-rules'),
	cardSearches: () => [...buyingRuleKeys.all, 'cards'] as const,
	cards: (text: string) => [...buyingRuleKeys.cardSearches(), text] as const,
	sets: () => [...buyingRuleKeys.all, 'sets'] as const,
};

export const importKeys = {
	...queryKeysFactory('imports'),
	/** The rows of a job's latest dry run, every kind and page. */
	rows: (job: number) => [...importKeys.detail(job), 'rows'] as const,
	rowsPage: (job: number, kind: string, page: number) => [...importKeys.rows(job), kind, page] as const,
};

/** The catalogue's sources, each with its folder and newest runs (`GET /deckhand/catalogue/sources`). */
export const catalogueSourceKeys = queryKeysFactory('catalogue-sources');

/** Home's figures: a key per period (and grain), since the answer depends on them. */
export const homeKeys = {
	all: ['home'] as const,
	kpis: (period: Record<string, string>) => [...homeKeys.all, 'kpis', period] as const,
	margins: (period: Record<string, string>) => [...homeKeys.all, 'margins', period] as const,
	charts: (period: Record<string, string>, grain: string) => [...homeKeys.all, 'charts', period, grain] as const,
	workQueues: () => [...homeKeys.all, 'work-queues'] as const,
};

export const reportKeys = {
	all: ['reports'] as const,
	table: ({ report, from, to }: { report: string; from: string; to: string }) =>
		[...reportKeys.all, 'table', report, from, to] as const,
};

/** The shop's activity: a page's key holds every filter and the cursor, since the answer depends on each. */
export const activityKeys = {
	...queryKeysFactory('activity'),
	people: () => [...activityKeys.all, 'people'] as const,
};

export const pictureKeys = {
	...queryKeysFactory('pictures'),
	folders: () => [...pictureKeys.all, 'folders'] as const,
};

export const staffKeys = queryKeysFactory('staff');

/** Notes kept on a card, an order, a buylist or a customer: a list per row. */
export const noteKeys = queryKeysFactory('notes');

/** A list's saved views: the key holds the list and the user, so one person's views never show for another. */
export const savedViewKeys = queryKeysFactory('saved-views');

export const serverStatusKeys = {
	all: ['server-status'] as const,
	info: () => [...serverStatusKeys.all, 'info'] as const,
	books: () => [...serverStatusKeys.all, 'books'] as const,
	backups: () => [...serverStatusKeys.all, 'backups'] as const,
};
