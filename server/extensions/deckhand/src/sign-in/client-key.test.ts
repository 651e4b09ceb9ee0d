import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

describe('clientKey', () => {
	it('counts an IPv4 address as itself, mapped or not', () => {
		expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
		expect(clientKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
	});

	it('counts IPv6 addresses of one /64 together, however they are written', () => {
		expect(clientKey('2001:db8:a:b:1:2:3:4')).toBe('2001:db8:a:b::/64');
		expect(clientKey('2001:0db8:000a:000b::9')).toBe('2001:db8:a:b::/64');
		expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
		expect(clientKey('::1')).toBe('0:0:0:0::/64');
		expect(clientKey('2001:db8:a:c::1')).not.toBe(clientKey('2001:db8:a:b::1'));
	});

	it('has no key without an address', () => {
		expect(clientKey(null)).toBeNull();
		expect(clientKey('')).toBeNull();
	});
});
