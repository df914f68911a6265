import { Anchor, Burger, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { env } from '../../config/env.ts';
import { lazyWithPreload } from '../../lib/lazy-with-preload.ts';
import { useStandIn } from '../../lib/use-stand-in.ts';
import { AppFooter } from './app-footer.tsx';
import { listMenuLinks, LOGOUT_PATH, MenuLink } from './menu-link.tsx';
import classes from './private-layout.module.css';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/** The phone menu (Mantine's drawer) loads when the burger is first pressed, then opens. */
const MobileMenu = lazyWithPreload(async () => ({
  default: (await import('./mobile-menu.tsx')).MobileMenu,
}));
const UserMenu = lazyWithPreload(async () => ({
  default: (await import('./user-menu.tsx')).UserMenu,
}));

type PrivateLayoutProps = {
  children: ReactNode;
  /** E-mail or username from the token claims. */
  userLabel: string;
  /** The user has the editor role (GET /v1/me): the editor's entries are added. */
  isEditor?: boolean;
};

/**
 * The user menu's button. Mantine's Menu is not part of the first screen: this stand-in (same
 * look, name and popup hint) loads it when pointed at or focused, and hands over the focus, or
 * the press that came first, to the real one.
 */
function UserMenuButton({ userLabel }: Pick<PrivateLayoutProps, 'userLabel'>) {
  const { intent, handlers } = useStandIn(() => UserMenu.preload());

  if (intent !== null) {
    return (
      <Suspense fallback={null}>
        {/* Keyed: an intent that changes after the swap (a press after a hover) mounts it anew. */}
        <UserMenu key={intent} userLabel={userLabel} intent={intent} />
      </Suspense>
    );
  }
  return (
    <Button
      variant="default"
      maw={280}
      title={userLabel}
      aria-label={`Usuário: ${userLabel}`}
      aria-haspopup="menu"
      aria-expanded={false}
      {...handlers}
    >
      <Text span inherit truncate="end">
        {userLabel}
      </Text>
    </Button>
  );
}

/**
 * Private pages: a top bar with the brand, the menu (a burger below 768 px) and the user menu;
 * the page in <main>; the version footer.
 */
export function PrivateLayout({ children, userLabel, isEditor = false }: PrivateLayoutProps) {
  const [isMenuOpen, { open: openMenu, close: closeMenu }] = useDisclosure(false);
  const [hasMobileMenu, setHasMobileMenu] = useState(false);

  function toggleMenu() {
    if (isMenuOpen) {
      closeMenu();
      return;
    }
    const open = () => {
      setHasMobileMenu(true);
      openMenu();
    };
    MobileMenu.preload().then(open, open);
  }
  return (
    <>
      <SkipLink />
      <div className={classes.root}>
        {/* `right-scroll-bar-position` (react-remove-scroll-bar's class, as AppShell set it): while
            a modal locks the page's scroll, the fixed header keeps its place. */}
        <header className={`${classes.header} right-scroll-bar-position`}>
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
              <UserMenuButton userLabel={userLabel} />
            </Group>
            <Burger
              hiddenFrom="md"
              opened={isMenuOpen}
              onClick={toggleMenu}
              aria-label={isMenuOpen ? 'Fechar menu' : 'Abrir menu'}
              aria-expanded={isMenuOpen}
            />
          </Group>
        </header>
        {hasMobileMenu && (
          <Suspense fallback={null}>
            <MobileMenu
              isOpen={isMenuOpen}
              onClose={closeMenu}
              userLabel={userLabel}
              isEditor={isEditor}
            />
          </Suspense>
        )}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
          {children}
        </main>
        {/* In the page flow, after <main>, never fixed over it: its text wraps to any height on
            narrow screens, and a fixed footer covered the last rows and the pagination. */}
        <footer className={classes.footer}>
          <AppFooter />
        </footer>
      </div>
    </>
  );
}
