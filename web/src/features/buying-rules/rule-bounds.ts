/**
 * The server's bounds of a buying rule (the `buying_rules` hooks), said before the owner saves:
 * a hot-list bonus of 1 to 100 %, "buy at most N (0 to 10 000) while we hold M (0 to 100 000) or
 * more", a note of up to 200 characters.
 */
export const RULE_BOUNDS = {
	hotPercentMin: 1,
	hotPercentMax: 100,
	buyLimitMax: 10_000,
	holdThresholdMax: 100_000,
	noteMax: 200,
} as const;
