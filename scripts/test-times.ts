/**
 * Prints where a test run's time went, from Vitest's JSON report: per layer (unit, integration,
 * end-to-end) the time of its files, setup included, and its slowest files.
 */
import { readFileSync } from 'node:fs';

interface FileResult {
	name: string;
	startTime: number;
	endTime: number;
}

const report = JSON.parse(readFileSync(process.argv[2] ?? 'test-results/vitest.json', 'utf8')) as {
	testResults: FileResult[];
};
const root = `${process.cwd()}/`;
const layerOf = (file: string) =>
	file.startsWith('tests/integration/') ? 'integration' : file.startsWith('e2e/') ? 'e2e' : 'unit';

const files = report.testResults
	.map((result) => ({ ...result, name: result.name.replace(root, '') }))
	.sort((a, b) => a.endTime - b.endTime);
const first = Math.min(...files.map((f) => f.startTime));
// Vitest's report times a file from its first test to its last, leaving out its imports and setup hooks.
// On two cores the files run one at a time, whatever their layer (Vitest may start a layer, run another and
// come back), so a file's whole time is from the end of the one before it in the run.
const whole = files.map((f, i) => ({
	name: f.name,
	layer: layerOf(f.name),
	ms: f.endTime - (i === 0 ? first : files[i - 1]!.endTime),
}));
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
for (const layer of new Set(whole.map((f) => f.layer))) {
	const mine = whole.filter((f) => f.layer === layer);
	const total = mine.reduce((sum, f) => sum + f.ms, 0);
	const slowest = [...mine].sort((a, b) => b.ms - a.ms).slice(0, 5);
	console.log(`deckhand: ${layer}: ${mine.length} files in ${seconds(total)}; slowest, setup included:`);
	for (const f of slowest) console.log(`deckhand:   ${seconds(f.ms).padStart(6)}  ${f.name}`);
}
