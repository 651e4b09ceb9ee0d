import { describe, expect, it } from 'vitest';
import { seatsHeld, staffRefusal, type AccessGrants, type StaffMember } from './staff-rules.ts';

const grants: AccessGrants = {
	adminRoles: new Set(['admin']),
	seatRoles: new Set(['admin', 'editor']),
	adminUsers: new Set(),
	seatUsers: new Set(['direct']),
};
const member = (id: string, role: string | null, status = 'active'): StaffMember => ({
	id,
	email: `${id}@shop.example`,
	role,
	status,
});
const owner = member('owner', 'admin');
const clerk = member('clerk', 'staff');

describe('seats', () => {
	it('counts active and invited users of a seat role, or with a seat of their own, and never clerks or suspended people', () => {
		const people = [
			owner,
			clerk,
			member('invited', 'admin', 'invited'),
			member('away', 'admin', 'suspended'),
			member('editor', 'editor'),
			member('direct', 'staff'),
		];
		expect(seatsHeld(people, grants)).toBe(4);
	});
});

describe('staff refusals', () => {
	it('refuses deactivating or deleting yourself, whoever else is an administrator', () => {
		const people = [owner, member('manager', 'admin'), clerk];
		expect(staffRefusal(people, { kind: 'update', ids: ['owner'], status: 'suspended' }, grants, 'owner')).toEqual({
			rule: 'own-account',
			field: 'status',
			action: 'deactivate',
		});
		expect(staffRefusal(people, { kind: 'delete', ids: ['owner'] }, grants, 'owner')).toEqual({
			rule: 'own-account',
			field: 'id',
			action: 'delete',
		});
		expect(
			staffRefusal(people, { kind: 'update', ids: ['manager'], status: 'suspended' }, grants, 'owner'),
		).toBeNull();
	});

	it('refuses demoting, deactivating or deleting the last active administrator, naming them', () => {
		const people = [owner, member('manager', 'admin', 'suspended'), clerk];
		expect(staffRefusal(people, { kind: 'update', ids: ['owner'], role: 'staff' }, grants, null)).toEqual({
			rule: 'last-administrator',
			field: 'role',
			member: owner,
		});
		expect(
			staffRefusal(people, { kind: 'update', ids: ['owner'], status: 'suspended' }, grants, null),
		).toMatchObject({ rule: 'last-administrator', field: 'status' });
		expect(staffRefusal(people, { kind: 'delete', ids: ['owner'] }, grants, 'clerk')).toMatchObject({
			rule: 'last-administrator',
			field: 'id',
		});
		expect(
			staffRefusal(people, { kind: 'update', ids: ['clerk'], status: 'suspended' }, grants, 'owner'),
		).toBeNull();
	});

	it('refuses a change that would take a fourth seat, and never one that keeps or frees seats', () => {
		const full = [
			owner,
			member('manager', 'admin'),
			member('invited', 'admin', 'invited'),
			clerk,
			member('away', 'admin', 'suspended'),
		];
		expect(staffRefusal(full, { kind: 'update', ids: ['clerk'], role: 'admin' }, grants, 'owner')).toEqual({
			rule: 'seat-limit',
			field: 'role',
			limit: 3,
			held: 4,
		});
		expect(staffRefusal(full, { kind: 'update', ids: ['away'], status: 'active' }, grants, 'owner')).toMatchObject({
			rule: 'seat-limit',
			field: 'status',
		});
		expect(
			staffRefusal(full, { kind: 'create', member: member('new', 'admin', 'invited') }, grants, 'owner'),
		).toMatchObject({ rule: 'seat-limit', held: 4 });
		// Accepting an invitation: its seat was counted since it was sent.
		expect(staffRefusal(full, { kind: 'update', ids: ['invited'], status: 'active' }, grants, null)).toBeNull();
		expect(staffRefusal(full, { kind: 'create', member: member('new', 'staff') }, grants, 'owner')).toBeNull();
		expect(staffRefusal(full, { kind: 'update', ids: ['manager'], role: 'staff' }, grants, 'owner')).toBeNull();
	});
});
