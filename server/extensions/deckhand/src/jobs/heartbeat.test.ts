import { describe, expect, it } from 'vitest';
import { importHeartbeat } from './heartbeat.ts';

describe('importHeartbeat', () => {
	it('beats every 10 s by default, and takes a job silent for a minute for lost', () => {
		expect(importHeartbeat({})).toEqual({ beatMs: 10_000, abandonedAfterMs: 60_000 });
		expect(importHeartbeat({ DECKHAND_IMPORT_HEARTBEAT: '' })).toEqual({
			beatMs: 10_000,
			abandonedAfterMs: 60_000,
		});
	});

	it('takes DECKHAND_IMPORT_HEARTBEAT in seconds, lost after six beats', () => {
		expect(importHeartbeat({ DECKHAND_IMPORT_HEARTBEAT: '1' })).toEqual({ beatMs: 1_000, abandonedAfterMs: 6_000 });
		expect(importHeartbeat({ DECKHAND_IMPORT_HEARTBEAT: 30 })).toEqual({
			beatMs: 30_000,
			abandonedAfterMs: 180_000,
		});
	});

	it('refuses a value that is not a number of seconds from 1 to 3600, naming the setting', () => {
		for (const value of ['0', '-5', 'soon', '3601'])
			expect(() => importHeartbeat({ DECKHAND_IMPORT_HEARTBEAT: value }), value).toThrow(
				/DECKHAND_IMPORT_HEARTBEAT must be/,
			);
	});
});
