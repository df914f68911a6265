import { Button } from '@mantine/core';
import { Link, useMatch } from 'react-router';

/** Top menu of spec §2 (Sair is added after these). */
export const MAIN_MENU_LINKS = [
  { to: '/projects', label: 'Projetos' },
  { to: '/comparison', label: 'Produtos' },
] as const;

/** Entries only an editor has (issue 14 item 4), after the main ones. */
export const EDITOR_MENU_LINKS = [
  { to: '/proposal-templates', label: 'Modelos de texto' },
  { to: '/tabelas-fiscais', label: 'Tabelas fiscais' },
] as const;

export const LOGOUT_PATH = '/logout';
export const ABOUT_PATH = '/about';

export function listMenuLinks(isEditor: boolean): readonly { to: string; label: string }[] {
  return isEditor ? [...MAIN_MENU_LINKS, ...EDITOR_MENU_LINKS] : MAIN_MENU_LINKS;
}

type MenuLinkProps = {
  to: string;
  label: string;
  onClick?: () => void;
  /** Full-width, left-aligned (the phone drawer). */
  isBlock?: boolean;
};

export function MenuLink({ to, label, onClick, isBlock = false }: MenuLinkProps) {
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
