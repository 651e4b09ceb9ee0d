import { timing, type Answer, type Timing } from './load.ts';

/** The request kinds of the mixed workload, as the figures are keyed. */
export const KINDS = ['browse', 'search', 'checkout', 'adjust', 'buylist', 'home'] as const;
export type Kind = (typeof KINDS)[number];

/** A request unanswered, a 5xx, or a 4xx the workload did not expect, as the figures list them (the first few). */
interface Surprise {
	kind: Kind;
	step: string;
	status: number;
	code: string;
	field?: string;
	message?: string;
}

export interface KindFigures extends Timing {
	/** Requests of the kind (an action of several requests counts each). */
	requests: number;
	/** Actions done: a browse is a list page and a card's reads, a buylist five commands and their answers. */
	actions: number;
	statuses: Record<number, number>;
	/** Error codes of the 4xx answers, each with its count. */
	codes: Record<string, number>;
	/** The same figures per request of the action (`list`, `card`, `lines`, `complete`…). */
	steps: Record<string, Timing & { requests: number }>;
}

const SURPRISES_KEPT = 20;

/**
 * Every request of the mixed workload: its time, status and error code by kind and step, and
 * whether each 4xx was one the workload expects (an `OUT_OF_STOCK` on a scarce SKU) or not.
 */
export class Tally {
	private readonly samples = new Map<Kind, Map<string, number[]>>();
	private readonly statuses = new Map<Kind, Record<number, number>>();
	private readonly codes = new Map<Kind, Record<string, number>>();
	private readonly actions = new Map<Kind, number>();
	readonly surprises: Surprise[] = [];
	unexpected = 0;
	serverErrors = 0;
	/** Requests that got no answer at all (the connection refused or dropped), status 0 in the figures. */
	unanswered = 0;

	/** Times one request; `expected` names the error codes this request may meet. Answers the answer, whatever its status. */
	async time(
		kind: Kind,
		step: string,
		request: () => Promise<Answer>,
		expected: readonly string[] = [],
	): Promise<Answer> {
		const started = performance.now();
		const answer = await request().catch((error: unknown): Answer => {
			this.unanswered++;
			if (this.surprises.length < SURPRISES_KEPT)
				this.surprises.push({
					kind,
					step,
					status: 0,
					code: 'none',
					message: String((error as Error).cause ?? error),
				});
			return { status: 0, body: null as unknown as Answer['body'], headers: new Headers() };
		});
		const ms = performance.now() - started;
		const steps = this.samples.get(kind) ?? new Map<string, number[]>();
		const samples = steps.get(step) ?? [];
		samples.push(ms);
		this.samples.set(kind, steps.set(step, samples));
		const statuses = this.statuses.get(kind) ?? {};
		statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
		this.statuses.set(kind, statuses);
		const error = answer.body?.errors?.[0];
		if (answer.status >= 500) {
			this.serverErrors++;
			if (this.surprises.length < SURPRISES_KEPT)
				this.surprises.push({
					kind,
					step,
					status: answer.status,
					code: error?.extensions?.code ?? 'none',
					message: error?.message ?? '',
				});
		}
		if (answer.status >= 400 && answer.status < 500) {
			const code = error?.extensions?.code ?? 'none';
			const codes = this.codes.get(kind) ?? {};
			codes[code] = (codes[code] ?? 0) + 1;
			this.codes.set(kind, codes);
			if (!expected.includes(code)) {
				this.unexpected++;
				if (this.surprises.length < SURPRISES_KEPT)
					this.surprises.push({
						kind,
						step,
						status: answer.status,
						code,
						...(error?.extensions?.field ? { field: error.extensions.field } : {}),
					});
			}
		}
		return answer;
	}

	/** One action of the kind done (whatever its requests answered). */
	done(kind: Kind): void {
		this.actions.set(kind, (this.actions.get(kind) ?? 0) + 1);
	}

	figures(): Record<Kind, KindFigures> {
		const entries = KINDS.map((kind): [Kind, KindFigures] => {
			const steps = [...(this.samples.get(kind) ?? new Map<string, number[]>()).entries()];
			const all = steps.flatMap(([, samples]) => samples);
			return [
				kind,
				{
					requests: all.length,
					actions: this.actions.get(kind) ?? 0,
					...(all.length > 0 ? timing(all) : { p50_ms: 0, p95_ms: 0, max_ms: 0 }),
					statuses: this.statuses.get(kind) ?? {},
					codes: this.codes.get(kind) ?? {},
					steps: Object.fromEntries(
						steps.map(([step, samples]) => [step, { requests: samples.length, ...timing(samples) }]),
					),
				},
			];
		});
		return Object.fromEntries(entries) as Record<Kind, KindFigures>;
	}
}
