import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BuylistStatus } from '../../../server/schema/collections.ts';

/** A buylist's status as people say it (`offered` is stored, "Offered" is shown, through `i18n._`), and its badge colour. */
export const BUYLIST_STATUS_WORDS: Record<BuylistStatus, MessageDescriptor> = {
	draft: msg({ message: 'Draft', context: 'buylist status' }),
	offered: msg({ message: 'Offered', context: 'buylist status' }),
	accepted: msg({ message: 'Accepted', context: 'buylist status' }),
	awaiting_approval: msg({ message: 'Awaiting approval', context: 'buylist status' }),
	completed: msg({ message: 'Completed', context: 'buylist status' }),
	rejected: msg({ message: 'Rejected', context: 'buylist status' }),
	cancelled: msg({ message: 'Cancelled', context: 'buylist status' }),
};
export const BUYLIST_STATUS_COLORS: Record<BuylistStatus, string> = { draft: 'gray', offered: 'yellow', accepted: 'blue', awaiting_approval: 'orange', completed: 'teal', rejected: 'gray', cancelled: 'gray' };
