import { Button, Group, Text } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { IconCloudDownload } from '@tabler/icons-react';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import type { KeptPictures } from '@deckhand/contract/catalogue/catalogue-pictures.ts';
import { send } from '../../lib/api/deckhand-client.ts';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';

/** What a keep did, in words: "12 pictures kept, 1 could not be fetched; 400 left: keep again." */
export function keptInWords({ kept, failed, left }: KeptPictures): string {
	const parts = [
		plural(kept, { one: '# picture kept', other: '# pictures kept' }),
		failed > 0 ? plural(failed, { one: '# could not be fetched', other: '# could not be fetched' }) : null,
		left > 0 ? plural(left, { one: '# left: keep again', other: '# left: keep again' }) : null,
	].filter((part) => part !== null);
	return parts.join(', ');
}

/**
 * The catalogue's pictures of the cards in stock, fetched by the server and kept, so the counter
 * shows them when the shop's internet is down (a picture is otherwise fetched the first time a
 * screen shows it).
 */
export function KeepCataloguePictures() {
	const keep = useCommandMutation('catalogue-pictures-keep', {
		mutationFn: () => send(ENDPOINTS.cataloguePicturesKeep),
	});
	return (
		<Group gap="sm" align="center">
			<Button
				variant="default"
				leftSection={<IconCloudDownload size={16} />}
				loading={keep.isPending}
				onClick={() => keep.mutate()}
			>
				<Trans>Keep the catalogue's pictures of cards in stock</Trans>
			</Button>
			<Text size="sm" c="dimmed" aria-live="polite">
				{keep.data ? (
					keptInWords(keep.data)
				) : (
					<Trans>For a counter without internet: the server fetches them once and keeps them.</Trans>
				)}
			</Text>
		</Group>
	);
}
