import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * The one place a limiter's store is chosen. Memory is right for one Directus instance; several
 * instances behind a balancer must share their counts (rate-limiter-flexible's Redis limiter takes
 * the same options), or a guesser gets a fresh allowance from each instance.
 */
export function createLimiter(name: string, points: number, durationSeconds: number): RateLimiterAbstract {
	return new RateLimiterMemory({ keyPrefix: `deckhand-${name}`, points, duration: durationSeconds });
}
