import {
	ActionIcon,
	AppShell,
	Avatar,
	Box,
	Burger,
	Group,
	Menu,
	Text,
	Title,
	Tooltip,
	UnstyledButton,
	useComputedColorScheme,
	useMantineColorScheme,
	VisuallyHidden,
} from '@mantine/core';
import { useDisclosure, useMounted } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCheck, IconLanguage, IconLogout, IconMoon, IconSun, IconUserCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useMatches, useNavigate } from '@tanstack/react-router';
import { API_URL } from '../lib/directus/api.ts';
import { meQuery, projectQuery, signOut, useAccountLanguage, useChooseLanguage } from '../lib/directus/session.ts';
import { LANGUAGES, type Language } from '../lib/i18n/languages.ts';
import { RequireCapability } from '../components/require-capability.tsx';
import { ConnectionBanner } from './connection-banner.tsx';
import { MainNavigation, navbarWidth, useNavigationLabels } from './main-navigation.tsx';
import { PendingBar, useNextScreenPending } from './pending-bar.tsx';
import { personName } from '../lib/people.ts';

function ShopMark() {
	const { data: project } = useQuery(projectQuery());
	return (
		<Group gap="sm" wrap="nowrap">
			{project?.logo ? (
				<img src={`${API_URL}/assets/${project.logo}?height=64`} alt="" height={32} />
			) : (
				<Box
					w={32}
					h={32}
					style={{ borderRadius: 8, background: project?.color ?? 'var(--mantine-color-teal-7)' }}
					aria-hidden
				/>
			)}
			<Title order={3} size="h4">
				{project?.name ?? 'Deckhand'}
			</Title>
		</Group>
	);
}

function UserMenu() {
	const { data: me } = useQuery(meQuery());
	const queryClient = useQueryClient();
	const navigate = useNavigate();
	const { i18n } = useLingui();
	const chooseLanguage = useChooseLanguage();
	const name = personName(me);
	return (
		<Menu position="bottom-end">
			<Menu.Target>
				{/* A real button: reached with Tab, opened with Enter or Space; named by what it shows (the initials are decoration) and what it is for. */}
				<UnstyledButton>
					<Group gap="xs">
						<Avatar
							size="sm"
							radius="xl"
							name={name}
							color="initials"
							src={me?.avatar ? `${API_URL}/assets/${me.avatar}?width=64&height=64&fit=cover` : null}
							aria-hidden
						/>
						<Text size="sm" visibleFrom="sm">
							{name}
						</Text>
						<VisuallyHidden>
							<Trans>, account and sign out</Trans>
						</VisuallyHidden>
					</Group>
				</UnstyledButton>
			</Menu.Target>
			<Menu.Dropdown>
				<Menu.Label>{me?.email}</Menu.Label>
				<Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={16} aria-hidden />}>
					<Trans>Profile</Trans>
				</Menu.Item>
				<Menu.Divider />
				<Menu.Label>
					<Group gap={4}>
						<IconLanguage size={14} aria-hidden />
						<Trans>Language</Trans>
					</Group>
				</Menu.Label>
				{(Object.entries(LANGUAGES) as Array<[Language, string]>).map(([language, name]) => (
					<Menu.Item
						key={language}
						lang={language}
						leftSection={i18n.locale === language ? <IconCheck size={16} aria-hidden /> : <Box w={16} />}
						aria-current={i18n.locale === language ? 'true' : undefined}
						onClick={() => chooseLanguage.mutate(language)}
					>
						{name}
					</Menu.Item>
				))}
				<Menu.Divider />
				<Menu.Item
					leftSection={<IconLogout size={16} />}
					onClick={async () => {
						await signOut(queryClient);
						await navigate({ to: '/sign-in', search: {} });
					}}
				>
					<Trans>Sign out</Trans>
				</Menu.Item>
			</Menu.Dropdown>
		</Menu>
	);
}

/**
 * Light or dark: offers the scheme not on screen, also while the system's is followed ("auto").
 * The server does not know the scheme (the page's first script sets it from the browser's
 * storage), so nothing drawn depends on it until the browser has taken the page over: the icons
 * are shown by the scheme's own styles, and the name says which way the button goes once mounted.
 */
function ThemeToggle() {
	const { t } = useLingui();
	const { setColorScheme } = useMantineColorScheme();
	const scheme = useComputedColorScheme('light');
	const dark = useMounted() && scheme === 'dark';
	return (
		<Tooltip label={dark ? t`Light theme` : t`Dark theme`}>
			<ActionIcon
				variant="subtle"
				onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
				aria-label={dark ? t`Use light theme` : t`Use dark theme`}
			>
				<Box component={IconSun} size={18} lightHidden />
				<Box component={IconMoon} size={18} darkHidden />
			</ActionIcon>
		</Tooltip>
	);
}

/** The screen the address shows, once the server has said the user may use it (the capability its route names). */
function Screen() {
	const capability = useMatches({ select: (matches) => matches.at(-1)?.staticData.capability });
	if (!capability) return <Outlet />;
	return (
		<RequireCapability capability={capability}>
			<Outlet />
		</RequireCapability>
	);
}

/** The signed-in frame: header with shop and user, sidebar built from the user's capabilities. */
export function AppLayout() {
	const { t } = useLingui();
	useAccountLanguage();
	const [opened, { toggle, close }] = useDisclosure();
	const [labelled] = useNavigationLabels();
	const pending = useNextScreenPending();
	return (
		<AppShell
			header={{ height: 56 }}
			navbar={{ width: navbarWidth(labelled), breakpoint: 'sm', collapsed: { mobile: !opened } }}
			padding="md"
		>
			<PendingBar />
			<AppShell.Header>
				<Group h="100%" px="md" justify="space-between">
					<Group gap="sm">
						<Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t`Menu`} />
						<ShopMark />
					</Group>
					<Group gap="md">
						<ThemeToggle />
						<UserMenu />
					</Group>
				</Group>
			</AppShell.Header>
			<AppShell.Navbar p="xs">
				<MainNavigation onNavigate={close} />
			</AppShell.Navbar>
			<AppShell.Main aria-busy={pending || undefined}>
				<ConnectionBanner />
				<Screen />
			</AppShell.Main>
		</AppShell>
	);
}
