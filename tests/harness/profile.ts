/**
 * Which server the integration tests run against: `sqlite` (`npm test`: one Directus on a
 * throw-away SQLite file) or `scale` (`npm run test:scale`: PostgreSQL, Redis and two Directus
 * instances behind HAProxy, the profile of `npm run start:scale`).
 */
export type TestProfile = 'sqlite' | 'scale';

export const TEST_PROFILE: TestProfile = process.env['DECKHAND_TEST_PROFILE'] === 'scale' ? 'scale' : 'sqlite';

/** A throw-away PostgreSQL server's settings: its data is deleted after the run, so waiting for the disk buys nothing. */
export const THROW_AWAY_POSTGRES = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };
