/**
 * Prints where a test run's time went, from Vitest's JSON report: per layer (unit, integration,
 * end-to-end) the span from its first file's start to its last file's end, the sum of its files'
 * own times, and its slowest files. The layers run side by side, so spans overlap.
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
	const span = Math.max(...files.map((f) => f.endTime)) - Math.min(...files.map((f) => f.startTime));
	const own = files.reduce((sum, f) => sum + (f.endTime - f.startTime), 0);
	const slowest = [...files].sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime)).slice(0, 5);
	console.log(
		`deckhand: ${layer}: ${files.length} files, ${seconds(span)} from first start to last end, ${seconds(own)} of files' own time`,
	);
	for (const f of slowest) console.log(`deckhand:   ${seconds(f.endTime - f.startTime).padStart(6)}  ${f.name}`);
}
