import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Undoes quoted-printable (soft line breaks and =XX bytes), as mail clients do. */
function decodeQuotedPrintable(text: string): string {
	return text
		.replace(/=\r?\n/g, '')
		.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest link to `path` in a mail to `to` that the sendmail stand-in kept, waiting for it to arrive. */
export async function linkFromMail(mailDir: string, to: string, path: string, timeoutMs = 15_000): Promise<string> {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		const files = readdirSync(mailDir).sort().reverse();
		for (const file of files) {
			const mail = decodeQuotedPrintable(readFileSync(join(mailDir, file), 'utf8'));
			if (!mail.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
			const link = mail.match(new RegExp(`https?://[^\\s"'<>]*${path}\\?token=[\\w.-]+`));
			if (link) return link[0].replace(/&amp;/g, '&');
		}
		await new Promise((resolveTimer) => setTimeout(resolveTimer, 250));
	}
	throw new Error(`no mail to ${to} with a ${path} link arrived within ${timeoutMs} ms`);
}
