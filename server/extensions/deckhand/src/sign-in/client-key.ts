/**
 * The key a client address is counted under. An IPv6 host usually holds a whole /64 and can
 * pick a new address in it for every request, so IPv6 addresses are counted per /64.
 */
export function clientKey(ip: string | null | undefined): string | null {
	if (!ip) return null;
	const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
	if (!address.includes(':')) return address;
	const [head = '', tail = ''] = address.split('::');
	const left = head ? head.split(':') : [];
	const right = tail ? tail.split(':') : [];
	const groups = address.includes('::')
		? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
		: left;
	return `${groups
		.slice(0, 4)
		.map((group) => parseInt(group || '0', 16).toString(16))
		.join(':')}::/64`;
}
