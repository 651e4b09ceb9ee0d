/** The stock on hand now of one game: all of it, or the aged part. Costs only in an administrator's answer. */
export interface GameStock {
	id: number;
	name: string;
	skus: number;
	copies: number;
	retail_value: number;
	unpriced_on_hand: number;
	cost_value?: number;
	uncosted_on_hand?: number;
}
