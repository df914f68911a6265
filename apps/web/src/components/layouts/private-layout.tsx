import {
  Anchor,
  AppShell,
  Box,
  Burger,
  Button,
  Drawer,
  Group,
  Menu,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, useMatch } from 'react-router';
import { env } from '../../config/env.ts';
import { AppFooter } from './app-footer.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** Top menu of spec §2 (Sair is added after these). */
export const MAIN_MENU_LINKS = [
  { to: '/projects', label: 'Projetos' },
  { to: '/comparison', label: 'Produtos' },
] as const;

/** Entries only an editor has (issue 14 item 4), after the main ones. */
export const EDITOR_MENU_LINKS = [
  { to: '/proposal-templates', label: 'Modelos de texto' },
] as const;

const LOGOUT_PATH = '/logout';
const ABOUT_PATH = '/about';

type PrivateLayoutProps = {
  children: ReactNode;
  /** E-mail or username from the token claims. */
  userLabel: string;
  /** The user has the editor role (GET /v1/me): the editor's entries are added. */
  isEditor?: boolean;
};

function listMenuLinks(isEditor: boolean): readonly { to: string; label: string }[] {
  return isEditor ? [...MAIN_MENU_LINKS, ...EDITOR_MENU_LINKS] : MAIN_MENU_LINKS;
}

type MenuLinkProps = {
  to: string;
  label: string;
  onClick?: () => void;
  /** Full-width, left-aligned (the phone drawer). */
  isBlock?: boolean;
};

function MenuLink({ to, label, onClick, isBlock = false }: MenuLinkProps) {
  const isActive = useMatch({ path: to, end: false }) !== null;
  return (
    <Button
      component={Link}
      to={to}
      onClick={onClick}
      variant={isActive ? 'filled' : 'subtle'}
      fullWidth={isBlock}
      justify={isBlock ? 'flex-start' : 'center'}
      aria-current={isActive ? 'page' : undefined}
    >
      {label}
    </Button>
  );
}

function UserMenu({ userLabel }: Pick<PrivateLayoutProps, 'userLabel'>) {
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <Button variant="default" maw={280} title={userLabel} aria-label={`Usuário: ${userLabel}`}>
          <Text span inherit truncate="end">
            {userLabel}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={ABOUT_PATH}>
          Sobre
        </Menu.Item>
        <Menu.Item component={Link} to={LOGOUT_PATH}>
          Sair
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function MobileMenu({
  isOpen,
  onClose,
  userLabel,
  isEditor,
}: {
  isOpen: boolean;
  onClose: () => void;
  userLabel: string;
  isEditor: boolean;
}) {
  return (
    <Drawer
      opened={isOpen}
      onClose={onClose}
      title="Menu"
      position="right"
      size="xs"
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': 'Fechar menu' }}
    >
      <Stack component="nav" aria-label="Menu principal" gap="xs">
        {listMenuLinks(isEditor).map((link) => (
          <MenuLink key={link.to} {...link} onClick={onClose} isBlock />
        ))}
        <Text size="sm" c="gray.8" mt="md" px="md" truncate="end">
          {userLabel}
        </Text>
        <MenuLink to={ABOUT_PATH} label="Sobre" onClick={onClose} isBlock />
        <MenuLink to={LOGOUT_PATH} label="Sair" onClick={onClose} isBlock />
      </Stack>
    </Drawer>
  );
}

/**
 * Private pages: a top bar with the brand, the menu (a burger below 768 px) and the user menu;
 * the page in <main>; the version footer.
 */
export function PrivateLayout({ children, userLabel, isEditor = false }: PrivateLayoutProps) {
  const [isMenuOpen, { toggle: toggleMenu, close: closeMenu }] = useDisclosure(false);
  return (
    <>
      <SkipLink />
      {/* The footer is in the page flow, after <main>, never fixed over it: its text wraps to any
          height on narrow screens, and a fixed footer covered the last rows and the pagination.
          The column fills the window, so on short pages it still sits at the bottom. */}
      <AppShell
        header={{ height: 60 }}
        padding="md"
        style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/projects" fw={700} size="lg" c="blue.9" underline="never">
              {env.productName}
            </Anchor>
            <Group gap="xs" wrap="nowrap" visibleFrom="md">
              <Group component="nav" aria-label="Menu principal" gap="xs" wrap="nowrap">
                {listMenuLinks(isEditor).map((link) => (
                  <MenuLink key={link.to} {...link} />
                ))}
                <MenuLink to={LOGOUT_PATH} label="Sair" />
              </Group>
              <UserMenu userLabel={userLabel} />
            </Group>
            <Burger
              hiddenFrom="md"
              opened={isMenuOpen}
              onClick={toggleMenu}
              aria-label={isMenuOpen ? 'Fechar menu' : 'Abrir menu'}
              aria-expanded={isMenuOpen}
            />
          </Group>
        </AppShell.Header>
        <MobileMenu
          isOpen={isMenuOpen}
          onClose={closeMenu}
          userLabel={userLabel}
          isEditor={isEditor}
        />
        <AppShell.Main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          style={{ flex: '1 0 auto', minHeight: 0 }}
        >
          {children}
        </AppShell.Main>
        <Box component="footer" style={{ borderTop: '1px solid var(--app-shell-border-color)' }}>
          <AppFooter />
        </Box>
      </AppShell>
    </>
  );
}
