import { useQuery } from '@tanstack/react-query';
import { accessQuery } from '../directus/session.ts';
import { capabilitiesOf, type Capabilities } from './capabilities.ts';

/** The signed-in user's capabilities, or null while they are not known yet (callers fail closed). */
export function useCapabilities(): Capabilities | null {
	const { data } = useQuery({ ...accessQuery(), select: capabilitiesOf });
	return data ?? null;
}
