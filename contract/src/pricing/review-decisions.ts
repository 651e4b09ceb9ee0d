export interface ReviewDecisions {
	accepted: number[];
	rejected: number[];
	/** Reviews not accepted because their SKU was priced since the proposal: they stay pending, each with the reason. */
	refused: Array<{ review: number; sku: number; message: string }>;
}
