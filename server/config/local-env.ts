import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

/**
 * `data/local.env`: created on the first start, reused afterwards. It holds the values that
 * must survive restarts (the token SECRET, so sessions outlive a restart), the first
 * administrator's static token that applies access and settings at each start, and the demo
 * sign-in passwords, and any further secret a profile names (the scale-out profile's database
 * password). The owner may add any other setting to it.
 */
export function ensureLocalEnv(dataDir: string, secrets: string[] = []): Record<string, string> {
	mkdirSync(dataDir, { recursive: true });
	const file = join(dataDir, 'local.env');
	const current = existsSync(file) ? (parseEnv(readFileSync(file, 'utf8')) as Record<string, string>) : {};
	const generated: Record<string, string> = {};
	if (!current['SECRET']) generated['SECRET'] = randomBytes(48).toString('base64url');
	if (!current['ADMIN_TOKEN']) generated['ADMIN_TOKEN'] = randomBytes(32).toString('base64url');
	if (!current['DECKHAND_ADMIN_PASSWORD']) generated['DECKHAND_ADMIN_PASSWORD'] = demoPassword();
	if (!current['DECKHAND_STAFF_PASSWORD']) generated['DECKHAND_STAFF_PASSWORD'] = demoPassword();
	for (const secret of secrets) if (!current[secret]) generated[secret] = randomBytes(24).toString('base64url');
	if (Object.keys(generated).length > 0) {
		const lines = Object.entries(generated).map(([key, value]) => `${key}=${value}`);
		const header = existsSync(file)
			? ''
			: '# Created on first start; keep it private. Any Directus or Deckhand setting may be added here.\n';
		writeFileSync(
			file,
			`${existsSync(file) ? readFileSync(file, 'utf8').replace(/\n?$/, '\n') : header}${lines.join('\n')}\n`,
			{ mode: 0o600 },
		);
	}
	return { ...current, ...generated };
}

function demoPassword(): string {
	return `deck-${randomBytes(6).toString('hex')}`;
}
