import { describe, expect, it } from 'vitest';
import { checkPolicy, parsePasswordChange } from './password-input.ts';
import { PASSWORD_POLICY } from '@deckhand/contract/profile/password-rules.ts';

function refusalOf(run: () => void) {
	try {
		run();
	} catch (error) {
		return error as Error & { code: string; extensions: { field: string; min?: number; max?: number } };
	}
	throw new Error('expected a refusal');
}

describe('a password change', () => {
	it('reads both passwords', () => {
		expect(parsePasswordChange({ current_password: 'old secret', new_password: 'new secret' })).toEqual({
			current: 'old secret',
			next: 'new secret',
		});
	});

	it.each([{}, { current_password: '' }, { current_password: 7, new_password: 'long enough' }])(
		'requires the current password: %j',
		(body) => {
			expect(refusalOf(() => parsePasswordChange(body)).extensions.field).toBe('current_password');
		},
	);

	it.each(['short', 'x'.repeat(257), undefined])('refuses the new password %j, naming both bounds', (next) => {
		const refusal = refusalOf(() => parsePasswordChange({ current_password: 'old secret', new_password: next }));
		expect(refusal.extensions).toEqual({ field: 'new_password', min: 8, max: 256 });
		expect(refusal.message).toBe('New password must be 8 to 256 characters long.');
	});

	it('refuses the current password again as the new one', () => {
		expect(
			refusalOf(() => parsePasswordChange({ current_password: 'same secret', new_password: 'same secret' }))
				.message,
		).toContain('differ');
	});

	it("checks the owner's own policy, the fresh install's too", () => {
		expect(() => checkPolicy('eight ch', PASSWORD_POLICY)).not.toThrow();
		expect(() => checkPolicy('seven c', PASSWORD_POLICY)).toThrow();
		expect(refusalOf(() => checkPolicy('no digits here', '/\\d/')).extensions.field).toBe('new_password');
		expect(() => checkPolicy('anything', null)).not.toThrow();
	});
});
