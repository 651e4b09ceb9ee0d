import { describe, expect, it } from 'vitest';
import { rulesFilter } from './buying-rules-search.ts';
import { EMPTY_RULE, ruleBody, ruleRules, type RuleValues } from './rule-values.ts';
import { ruleEffects } from './rule-words.ts';

const rule = (values: Partial<RuleValues>): RuleValues => ({ ...EMPTY_RULE, card: '7', ...values });
/** Every field's refusal, as the dialog shows them beside the fields. */
const problems = (values: RuleValues) =>
	Object.fromEntries(
		Object.entries(ruleRules).flatMap(([field, check]) => {
			const problem = (check as (value: unknown, all: RuleValues) => string | null)(
				values[field as keyof RuleValues],
				values,
			);
			return problem ? [[field, problem]] : [];
		}),
	);

describe('a buying rule as typed', () => {
	it('reads a hot-list rule for one card into its body, the note trimmed', () => {
		const values = rule({ hot: '15', note: ' Tournament staple ' });
		expect(problems(values)).toEqual({});
		expect(ruleBody(values)).toEqual({
			card: 7,
			set: null,
			hot_percent: 15,
			not_buying: false,
			buy_limit: null,
			hold_threshold: null,
			note: 'Tournament staple',
		});
	});

	it('reads a set rule with a limit, and zero as a number', () => {
		const values = rule({ target: 'set', set: '3', buyLimit: '0', holdThreshold: '12' });
		expect(problems(values)).toEqual({});
		expect(ruleBody(values)).toMatchObject({
			card: null,
			set: 3,
			buy_limit: 0,
			hold_threshold: 12,
			hot_percent: null,
		});
	});

	it('names the bound of a bonus out of range or not whole, as the server does', () => {
		expect(problems(rule({ hot: '150' }))).toEqual({
			hot: 'Hot list bonus must be a whole percentage from 1 % to 100 %.',
		});
		expect(problems(rule({ hot: '2.5' }))).toEqual({
			hot: 'Hot list bonus must be a whole percentage from 1 % to 100 %.',
		});
		expect(problems(rule({ hot: '0' }))).toEqual({
			hot: 'Hot list bonus must be a whole percentage from 1 % to 100 %.',
		});
	});

	it('refuses a bonus on a card the shop is not buying, and a rule that does nothing', () => {
		expect(problems(rule({ hot: '10', notBuying: true })).hot).toMatch(/not buying gets no hot-list bonus/);
		expect(problems(rule({}))).toEqual({
			notBuying: 'A rule must do something: give a hot-list bonus, tick Not buying, or set a limit.',
		});
	});

	it('wants both numbers of a limit or neither, within their bounds', () => {
		expect(problems(rule({ buyLimit: '4' }))).toEqual({
			holdThreshold: 'Give the stock level the limit starts at, or clear the most to buy too.',
		});
		expect(problems(rule({ holdThreshold: '8' }))).toEqual({
			buyLimit: 'Give how many to buy at most, or clear the stock level too.',
		});
		expect(problems(rule({ buyLimit: '10001', holdThreshold: '100001' }))).toEqual({
			buyLimit: 'Buy at most must be a whole number from 0 to 10,000.',
			holdThreshold: 'While we hold must be a whole number from 0 to 100,000.',
		});
	});

	it('wants the card or set chosen, and a note of at most 200 characters', () => {
		expect(problems(rule({ card: '', notBuying: true }))).toEqual({ card: 'Choose the card this rule is for.' });
		expect(problems(rule({ target: 'set', notBuying: true }))).toEqual({ set: 'Choose the set this rule is for.' });
		expect(problems(rule({ notBuying: true, note: 'x'.repeat(201) }))).toEqual({
			note: 'Note must be at most 200 characters (it has 201).',
		});
	});
});

describe('a buying rule in the list', () => {
	it('says what the rule does', () => {
		expect(ruleEffects({ hot_percent: 15, not_buying: false, buy_limit: 4, hold_threshold: 8 })).toEqual([
			'Hot +15 %',
			'Buy at most 4 while we hold 8 or more',
		]);
		expect(ruleEffects({ hot_percent: null, not_buying: true, buy_limit: null, hold_threshold: null })).toEqual([
			'Not buying',
		]);
		expect(ruleEffects({ hot_percent: null, not_buying: false, buy_limit: 0, hold_threshold: 20 })).toEqual([
			'Buy none while we hold 20 or more',
		]);
	});

	it('filters by kind and by the card’s or the set’s name or code', () => {
		expect(rulesFilter({ q: undefined, kind: undefined })).toBeUndefined();
		expect(rulesFilter({ q: undefined, kind: 'not_buying' })).toEqual({ not_buying: { _eq: true } });
		expect(rulesFilter({ q: 'obf', kind: 'hot' })).toEqual({
			_and: [
				{ hot_percent: { _nnull: true } },
				{
					_or: [
						{ card: { name: { _icontains: 'obf' } } },
						{ card: { set: { code: { _icontains: 'obf' } } } },
						{ set: { name: { _icontains: 'obf' } } },
						{ set: { code: { _icontains: 'obf' } } },
					],
				},
			],
		});
	});
});
