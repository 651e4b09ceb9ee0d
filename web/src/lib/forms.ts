import { describeError, type Problem } from './directus/errors.ts';

interface FormLike {
	values: object;
	setFieldError: (field: string, message: string) => void;
}

/** The form's own name of a field the server names (`to.condition` → `condition`), when the two differ. */
type FieldOf = (serverField: string) => string;
const same: FieldOf = (field) => field;

const formFieldOf = (form: FormLike, problem: Problem, fieldOf: FieldOf) => {
	const field = problem.field === undefined ? undefined : fieldOf(problem.field);
	return field !== undefined && field in form.values ? field : null;
};

/** A refused save: its message goes beside the field the server named, when the form has that field. Call from `onError`. */
export function placeOnField(form: FormLike, error: unknown, fieldOf: FieldOf = same): void {
	const problem = describeError(error);
	const field = formFieldOf(form, problem, fieldOf);
	if (field !== null) form.setFieldError(field, problem.message);
}

/** The refusal to show above the form: null when there is none or when it is said beside a field. The form keeps what was typed. */
export function formProblem(form: FormLike, error: unknown, fieldOf: FieldOf = same): Problem | null {
	if (!error) return null;
	const problem = describeError(error);
	return formFieldOf(form, problem, fieldOf) !== null ? null : problem;
}
