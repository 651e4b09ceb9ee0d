import { ActionIcon, AppShell, Avatar, Box, Burger, Group, Menu, NavLink, Skeleton, Text, Title, Tooltip, UnstyledButton, useComputedColorScheme, useMantineColorScheme, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMounted } from '@mantine/hooks';
import { IconLogout, IconMoon, IconSun } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useMatches, useNavigate, useRouterState } from '@tanstack/react-router';
import { API_URL } from '../lib/directus/api.ts';
import { meQuery, projectQuery, signOut } from '../lib/directus/session.ts';
import { useCapabilities } from '../lib/permissions/use-capabilities.ts';
import { RequireCapability } from '../components/require-capability.tsx';
import { ConnectionBanner } from './connection-banner.tsx';
import { NAVIGATION } from './navigation.ts';
import { personName } from '../lib/people.ts';

function ShopMark() {
	const { data: project } = useQuery(projectQuery());
	return (
		<Group gap="sm" wrap="nowrap">
			{project?.logo ? (
				<img src={`${API_URL}/assets/${project.logo}?height=64`} alt="" height={32} />
			) : (
				<Box w={32} h={32} style={{ borderRadius: 8, background: project?.color ?? 'var(--mantine-color-teal-7)' }} aria-hidden />
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
	const name = personName(me);
	return (
		<Menu position="bottom-end">
			<Menu.Target>
				{/* A real button: reached with Tab, opened with Enter or Space; named by what it shows (the initials are decoration) and what it is for. */}
				<UnstyledButton>
					<Group gap="xs">
						<Avatar size="sm" radius="xl" name={name} color="initials" aria-hidden />
						<Text size="sm" visibleFrom="sm">
							{name}
						</Text>
						<VisuallyHidden>, account and sign out</VisuallyHidden>
					</Group>
				</UnstyledButton>
			</Menu.Target>
			<Menu.Dropdown>
				<Menu.Label>{me?.email}</Menu.Label>
				<Menu.Item
					leftSection={<IconLogout size={16} />}
					onClick={async () => {
						await signOut(queryClient);
						await navigate({ to: '/sign-in', search: {} });
					}}
				>
					Sign out
				</Menu.Item>
			</Menu.Dropdown>
		</Menu>
	);
}

/**
 * Light or dark. The server does not know the scheme (the page's first script sets it from the
 * browser's storage), so nothing drawn depends on it until the browser has taken the page over:
 * the icons are shown by the scheme's own styles, and the name says which way the button goes
 * once mounted.
 */
function ThemeToggle() {
	const { toggleColorScheme } = useMantineColorScheme();
	const scheme = useComputedColorScheme('light');
	const dark = useMounted() && scheme === 'dark';
	return (
		<Tooltip label={dark ? 'Light theme' : 'Dark theme'}>
			<ActionIcon variant="subtle" onClick={toggleColorScheme} aria-label={dark ? 'Use light theme' : 'Use dark theme'}>
				<Box component={IconSun} size={18} lightHidden />
				<Box component={IconMoon} size={18} darkHidden />
			</ActionIcon>
		</Tooltip>
	);
}

function Navigation({ onNavigate }: { onNavigate: () => void }) {
	const capabilities = useCapabilities();
	const path = useRouterState({ select: (state) => state.location.pathname });
	if (!capabilities) return <Skeleton height={28} radius="sm" aria-label="Loading navigation" />;
	return (
		<nav aria-label="Main">
			{NAVIGATION.filter((item) => capabilities[item.capability]).map((item) => (
				<NavLink
					key={item.to}
					component={Link}
					to={item.to}
					label={item.label}
					leftSection={<item.icon size={18} stroke={1.6} />}
					active={item.to === '/' ? path === '/' : path.startsWith(item.to)}
					onClick={onNavigate}
				/>
			))}
		</nav>
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
	const [opened, { toggle, close }] = useDisclosure();
	return (
		<AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
			<AppShell.Header>
				<Group h="100%" px="md" justify="space-between">
					<Group gap="sm">
						<Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Menu" />
						<ShopMark />
					</Group>
					<Group gap="md">
						<ThemeToggle />
						<UserMenu />
					</Group>
				</Group>
			</AppShell.Header>
			<AppShell.Navbar p="xs">
				<Navigation onNavigate={close} />
			</AppShell.Navbar>
			<AppShell.Main>
				<ConnectionBanner />
				<Screen />
			</AppShell.Main>
		</AppShell>
	);
}
