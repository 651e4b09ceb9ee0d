/** A card, set or game ranked by what it sold in a period. */
export interface TopSeller {
	id: number;
	name: string;
	/** The card's set code, the set's game, or the game's code. */
	detail: string;
	units: number;
	revenue: number;
}

export interface TopEarner extends TopSeller {
	/** Σ quantity × recorded unit cost, over the lines that have one. */
	cost: number;
	/** revenue − cost. */
	margin: number;
	uncosted_lines: number;
}
