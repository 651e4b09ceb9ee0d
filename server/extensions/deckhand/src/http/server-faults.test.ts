import { describe, expect, it } from 'vitest';
import { asPassingFault } from './server-faults.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('asPassingFault', () => {
	it('names the database out of reach: refused, cut, shutting down, starting up, no connection in time', () => {
		for (const error of [
			withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
			withCode('terminating connection due to administrator command', '57P01'),
			withCode('the database system is starting up', '57P03'),
			new Error('Connection terminated unexpectedly'),
			new Error('Knex: Timeout acquiring a connection. The pool is probably full.'),
		])
			expect(asPassingFault(error), error.message).toMatchObject({
				code: 'SERVICE_UNAVAILABLE',
				status: 503,
				extensions: { service: 'database' },
			});
	});

	it('names a full disk, whoever says so: the system, SQLite, PostgreSQL', () => {
		for (const error of [
			withCode('no space left on device', 'ENOSPC'),
			withCode('SQLITE_FULL: database or disk is full', 'SQLITE_FULL'),
			withCode('could not extend file', '53100'),
		])
			expect(asPassingFault(error), error.message).toMatchObject({
				code: 'INSUFFICIENT_STORAGE',
				status: 507,
				extensions: { field: 'disk' },
			});
	});

	it('leaves any other fault as it is', () => {
		const constraint = withCode('SQLITE_CONSTRAINT: FOREIGN KEY constraint failed', 'SQLITE_CONSTRAINT');
		expect(asPassingFault(constraint)).toBe(constraint);
		expect(asPassingFault('a string')).toBe('a string');
	});
});
