/**
 * `npm run build`: builds the server extension and the dashboard, each only when what it is built
 * from has changed since its last build (a digest of its sources kept beside its output). An
 * install, `npm test` and `npm run test:scale` each need the builds; in one CI run they are made once.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
/** What every build reads besides its own folder: the shared contract and the installed packages. */
const SHARED = ['contract/src', 'package-lock.json'];

const BUILDS = [
	{
		name: 'server extension',
		script: 'build:extension',
		output: 'server/extensions/deckhand/dist',
		inputs: ['server/extensions/deckhand'],
	},
	{ name: 'dashboard', script: 'build:web', output: 'web/dist', inputs: ['web', 'lingui.config.ts'] },
];

/** The files of a path (itself when it is a file), in a fixed order, leaving out build outputs and packages. */
function* filesUnder(path: string): Generator<string> {
	const full = join(root, path);
	if (!existsSync(full)) return;
	if (!statSync(full).isDirectory()) {
		yield path;
		return;
	}
	const entries = readdirSync(full).sort();
	for (const name of entries)
		if (name !== 'dist' && name !== 'node_modules') yield* filesUnder(relative(root, join(full, name)));
}

function digestOf(inputs: readonly string[]): string {
	const hash = createHash('sha256');
	for (const input of [...inputs, ...SHARED])
		for (const file of filesUnder(input))
			hash.update(file)
				.update('\0')
				.update(readFileSync(join(root, file)))
				.update('\0');
	return hash.digest('hex');
}

for (const build of BUILDS) {
	const stamp = join(root, build.output, '.sources-sha256');
	const digest = digestOf(build.inputs);
	if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
		console.log(`deckhand: ${build.name} is built from these sources already`);
		continue;
	}
	execFileSync('npm', ['run', '--silent', build.script], { cwd: root, stdio: 'inherit' });
	writeFileSync(stamp, digest);
}
