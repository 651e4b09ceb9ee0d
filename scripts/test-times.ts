/**
 * Prints where a test run's time went, from Vitest's JSON report: per layer (unit, integration,
 * end-to-end) the span from its first file's start to its last file's end, and its slowest files.
 * Where the machine has cores to spare the layers run side by side, and their spans overlap.
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

const layers = new Map<string, FileResult[]>();
for (const result of report.testResults) {
	const file = { ...result, name: result.name.replace(root, '') };
	layers.set(layerOf(file.name), [...(layers.get(layerOf(file.name)) ?? []), file]);
}
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
for (const [layer, files] of layers) {
	const byEnd = [...files].sort((a, b) => a.endTime - b.endTime);
	const first = Math.min(...files.map((f) => f.startTime));
	const span = byEnd[byEnd.length - 1]!.endTime - first;
	// Vitest's report times a file from its first test to its last, leaving out its imports and setup hooks.
	// Integration and end-to-end files run one at a time, so a file's whole time is from the end of the one before.
	const whole = byEnd.map((f, i) => ({ name: f.name, ms: f.endTime - (i === 0 ? first : byEnd[i - 1]!.endTime) }));
	const slowest = whole.sort((a, b) => b.ms - a.ms).slice(0, 5);
	console.log(`deckhand: ${layer}: ${files.length} files in ${seconds(span)}; slowest, setup included:`);
	for (const f of slowest) console.log(`deckhand:   ${seconds(f.ms).padStart(6)}  ${f.name}`);
}
