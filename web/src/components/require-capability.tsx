import { Center, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { reasonWhyNot, type Capability } from '../lib/permissions/capabilities.ts';
import { useCapabilities } from '../lib/permissions/use-capabilities.ts';
import { NotAllowed } from './not-allowed.tsx';

/** Shows the page only once the server has said the user may use it: fails closed while loading. */
export function RequireCapability({ capability, children }: { capability: Capability; children: ReactNode }) {
	const { t } = useLingui();
	const capabilities = useCapabilities();
	if (!capabilities)
		return (
			<Center mih={240}>
				<Loader aria-label={t`Checking permissions`} />
			</Center>
		);
	if (!capabilities[capability]) return <NotAllowed reason={reasonWhyNot(capability)} />;
	return children;
}
