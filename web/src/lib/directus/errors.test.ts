import { describe, expect, it } from 'vitest';
import { describeError } from './errors.ts';

const apiError = (status: number, code: string, message = 'raw', field?: string) => ({
	errors: [{ message, extensions: { code, ...(field ? { field } : {}) } }],
	response: { status },
});

describe('describeError', () => {
	it('says a lost connection is a lost connection, with a retry', () => {
		expect(describeError(new TypeError('Failed to fetch'))).toMatchObject({
			kind: 'offline',
			retry: true,
			message: expect.stringContaining('Cannot reach the server'),
		});
	});

	it.each([
		['INVALID_CREDENTIALS', 401, 'Wrong email or password'],
		['USER_SUSPENDED', 401, 'not active'],
		['REQUESTS_EXCEEDED', 429, 'Too many attempts'],
		['TOKEN_EXPIRED', 401, 'session has ended'],
		['FORBIDDEN', 403, 'not allowed'],
		['LAST_ADMINISTRATOR', 409, 'last active owner'],
		['OWN_ACCOUNT', 409, 'your own account'],
		['SERVICE_UNAVAILABLE', 503, 'Try again in a moment'],
		['INSUFFICIENT_STORAGE', 507, "server's disk is full"],
	])('words %s for a clerk', (code, status, words) => {
		const problem = describeError(apiError(status, code));
		expect(problem.code).toBe(code);
		expect(problem.message).toContain(words);
		expect(problem.message).not.toContain('raw');
	});

	it("says Directus's own refusal of a value with its sentence and the field, not as a server failure", () => {
		const problem = describeError(
			apiError(
				400,
				'FAILED_VALIDATION',
				'Value for field "password" in collection "directus_users" doesn\'t match the password policy.',
				'password',
			),
		);
		expect(problem).toMatchObject({ kind: 'invalid', field: 'password', retry: false });
		expect(problem.message).toContain('The server did not accept this input.');
		expect(problem.message).toContain('password policy');
	});

	it('names the seat limit the server counted, and the field it refused', () => {
		const answer = {
			errors: [{ message: 'raw', extensions: { code: 'SEAT_LIMIT', field: 'role', limit: 3, held: 4 } }],
			response: { status: 409 },
		};
		expect(describeError(answer)).toMatchObject({
			kind: 'conflict',
			field: 'role',
			message: expect.stringContaining('All 3 owner accounts the shop has room for are taken'),
		});
	});

	it('keeps the sentence and field of Deckhand codes', () => {
		expect(describeError(apiError(409, 'OUT_OF_STOCK', 'Only 2 of Charizard ex (NM, foil) left.'))).toEqual({
			kind: 'conflict',
			code: 'OUT_OF_STOCK',
			message: 'Only 2 of Charizard ex (NM, foil) left.',
			field: undefined,
			retry: false,
		});
		expect(
			describeError(
				apiError(400, 'VALIDATION_FAILED', 'Price must be a whole number from 0 to 10000000.', 'price'),
			),
		).toMatchObject({ kind: 'invalid', field: 'price' });
	});

	it("says a drawer that cannot cover a clerk's cash in the dashboard's words, and names the cash to an administrator", () => {
		const clerk = describeError(
			apiError(409, 'DRAWER_SHORT', 'The drawer of Counter 1 cannot cover this.', 'amount'),
		);
		expect(clerk).toMatchObject({ kind: 'conflict', code: 'DRAWER_SHORT', field: 'amount' });
		expect(clerk.message).toBe('The drawer cannot cover this; ask the owner.');
		const owner = {
			errors: [
				{
					message: 'Counter 1 should hold $100.01, less than the $150.00 asked.',
					extensions: { code: 'DRAWER_SHORT', field: 'amount', till: 1, session: 2, max: 10_001 },
				},
			],
			response: { status: 409 },
		};
		expect(describeError(owner)).toMatchObject({
			kind: 'conflict',
			field: 'amount',
			message: 'Counter 1 should hold $100.01, less than the $150.00 asked.',
		});
	});

	it('treats any 401 as a signed-out session, even one coded FORBIDDEN', () => {
		expect(describeError(apiError(401, 'FORBIDDEN')).kind).toBe('signed-out');
		expect(describeError(apiError(403, 'FORBIDDEN')).kind).toBe('forbidden');
	});

	it('treats an unknown 401 as a signed-out session and an unknown 500 as a server problem to retry', () => {
		expect(describeError(apiError(401, 'SOMETHING_NEW')).kind).toBe('signed-out');
		expect(describeError(apiError(500, 'INTERNAL_SERVER_ERROR'))).toMatchObject({ kind: 'server', retry: true });
		expect(describeError('nonsense')).toMatchObject({ kind: 'server', retry: true });
	});
});
