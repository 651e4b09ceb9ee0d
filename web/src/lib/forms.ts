import { describeError, type Problem } from './directus/errors.ts';

interface FormLike {
	values: object;
	setFieldError: (field: string, message: string) => void;
}

const namesFieldOf = (form: FormLike, problem: Problem) => problem.field !== undefined && problem.field in form.values;

/** A refused save: its message goes beside the field the server named, when the form has that field. Call from `onError`. */
export function placeOnField(form: FormLike, error: unknown): void {
	const problem = describeError(error);
	if (namesFieldOf(form, problem)) form.setFieldError(problem.field!, problem.message);
}

/** The refusal to show above the form: null when there is none or when it is said beside a field. The form keeps what was typed. */
export function formProblem(form: FormLike, error: unknown): Problem | null {
	if (!error) return null;
	const problem = describeError(error);
	return namesFieldOf(form, problem) ? null : problem;
}
